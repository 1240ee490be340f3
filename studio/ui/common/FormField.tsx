import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  help: string;
  error?: string;
  children: ReactNode;
}

/**
 * The labelled field of the studio's hand-made forms (New brand, Add a market); a brand's or market's
 * document is edited with RJSF from its schema (DocumentForm) and a page with Puck (PageEditor).
 *
 * A form's labelled field, with its help under it and its error, in plain words, next to it. The
 * control inside takes the id `<form>-<id>` and is described by `<form>-<id>-help` and `-error`:
 * `controlProps(id, error)` gives it those attributes, and says whether it is invalid.
 */
export function formFieldFor(form: string) {
  const controlProps = (id: string, error?: string | boolean) => ({
    id: `${form}-${id}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${form}-${id}-help ${form}-${id}-error`,
  });
  function FormField({ id, label, help, error, children }: FormFieldProps) {
    return (
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor={`${form}-${id}`}>{label}</label>
        {children}
        <small id={`${form}-${id}-help`}>{help}</small>
        <span id={`${form}-${id}-error`} className="error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
      </div>
    );
  }
  return { FormField, controlProps };
}
