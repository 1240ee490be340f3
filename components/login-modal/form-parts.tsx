import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../engine/page/index.ts';
import * as styles from './form-parts.css.ts';

/** Form pieces of the login modal. */
export function Field(props: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={styles.field} />;
}

export function Label(props: ComponentPropsWithRef<'label'>) {
  return <label {...props} className={styles.label} />;
}

/** The modal's text input; `password` leaves room for the show/hide toggle. */
export function Input({ password, ...props }: ComponentPropsWithRef<'input'> & { password?: boolean }) {
  return <input {...props} className={classNames(styles.input, password && styles.passwordInput)} />;
}

export function Alert(props: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={styles.alert} />;
}
