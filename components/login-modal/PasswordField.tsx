import { useId, useState } from 'react';
import { Field, Input, Label } from './form-parts.tsx';
import * as styles from './PasswordField.css.ts';

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
      <div className={styles.row}>
        <Input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          password
        />
        <button
          className={styles.toggle}
          type="button"
          aria-pressed={shown}
          aria-label={showLabel}
          onClick={() => setShown((was) => !was)}
        >
          <Eye shown={shown} />
        </button>
      </div>
    </Field>
  );
}
