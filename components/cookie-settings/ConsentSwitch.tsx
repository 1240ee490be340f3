import { useId } from 'react';
import { styled } from '../../engine/page/index.ts';

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $4',
  alignItems: 'center',
  padding: '$4 0',
  borderTop: '1px solid $border',
});
const Name = styled('label', { fontWeight: '$bold' });
const Description = styled('p', { margin: 0, gridColumn: '1', fontSize: '$2', color: '$textMuted' });
const Switch = styled('input', {
  appearance: 'none',
  gridRow: '1 / span 2',
  gridColumn: '2',
  width: 48,
  height: 28,
  borderRadius: '$round',
  backgroundColor: '$border',
  position: 'relative',
  cursor: 'pointer',
  margin: 0,
  transition: 'background-color 150ms ease',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 22,
    height: 22,
    borderRadius: '$round',
    backgroundColor: '$text',
    transition: 'transform 150ms ease',
  },
  '&:checked': { backgroundColor: '$primary' },
  '&:checked::after': { transform: 'translateX(20px)', backgroundColor: '$onPrimary' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
});

/** One consent group: its name labels a switch, its description says what it allows. */
export function ConsentSwitch(props: {
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?(checked: boolean): void;
}) {
  const id = useId();
  return (
    <Row>
      <Name htmlFor={id}>{props.name}</Name>
      <Switch
        id={id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => props.onChange?.(event.currentTarget.checked)}
      />
      <Description id={`${id}-description`}>{props.description}</Description>
    </Row>
  );
}
