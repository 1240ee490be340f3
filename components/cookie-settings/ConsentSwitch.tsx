import { useId } from 'react';
import * as styles from './ConsentSwitch.css.ts';

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
    <div className={styles.row}>
      <label className={styles.name} htmlFor={id}>
        {props.name}
      </label>
      <input
        className={styles.switchInput}
        id={id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => props.onChange?.(event.currentTarget.checked)}
      />
      <p className={styles.description} id={`${id}-description`}>
        {props.description}
      </p>
    </div>
  );
}
