import { folderOf } from './new-brand-errors.ts';
import { controlProps, FormField, type SectionProps } from './new-brand-field.ts';

/** The brand's name as players read it, its folder name, and the web addresses players open. */
export function IdentitySection({ state, dispatch, shown }: SectionProps) {
  const name = folderOf(state);
  return (
    <fieldset>
      <legend>Name and web addresses</legend>
      <FormField id="displayName" label="Brand name" help="As players read it: Royal Flush." error={shown('displayName')}>
        <input
          {...controlProps('displayName', shown('displayName'))}
          value={state.displayName}
          autoComplete="off"
          onChange={(event) => dispatch({ kind: 'typed', changes: { displayName: event.target.value } })}
        />
      </FormField>
      <FormField
        id="name"
        label="Folder name"
        help={`Made from the brand name; the brand is served at ${name || '…'}.localhost on this machine.`}
        error={shown('name')}
      >
        <input
          {...controlProps('name', shown('name'))}
          value={name}
          autoComplete="off"
          onChange={(event) => dispatch({ kind: 'typed', changes: { folder: event.target.value } })}
        />
      </FormField>
      <FormField
        id="hosts"
        label="Web addresses"
        help="The addresses players open, one a line (royalflush.com). You can add them later."
        error={shown('hosts')}
      >
        <textarea
          {...controlProps('hosts', shown('hosts'))}
          rows={2}
          value={state.hostsText}
          onChange={(event) => dispatch({ kind: 'typed', changes: { hostsText: event.target.value } })}
        />
      </FormField>
    </fieldset>
  );
}
