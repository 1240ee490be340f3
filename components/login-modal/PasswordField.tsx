import { useId, useState } from 'react';
import { styled } from '../../engine/page/index.ts';
import { Field, Input, Label } from './form-parts.tsx';

const Row = styled('div', { position: 'relative', display: 'flex' });

const Toggle = styled('button', {
  position: 'absolute',
  right: 4,
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  border: 'none',
  borderRadius: '$1',
  background: 'transparent',
  color: '$text',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: '$accent' },
  '&:hover': { backgroundColor: '$surface' },
});

/** An eye: open while the password shows, struck through while hidden. */
const Eye = ({ shown }: { shown: boolean }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {!shown && <path d="M3 3l18 18" />}
  </svg>
);

export interface PasswordFieldProps {
  label: string;
  showLabel: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** The password input with its show/hide toggle (a pressed-state button, SPEC §2 show-password action). */
export function PasswordField({ label, showLabel, value, disabled, onChange }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          css={{ paddingRight: 48 }}
        />
        <Toggle type="button" aria-pressed={shown} aria-label={showLabel} onClick={() => setShown((was) => !was)}>
          <Eye shown={shown} />
        </Toggle>
      </Row>
    </Field>
  );
}
