import { useEffect, useState } from 'react';
import { studioClient, type Draft, type NewBrandDefaults } from '../common/studio-client.ts';
import { CasinosSection } from './CasinosSection.tsx';
import { ColoursSection } from './ColoursSection.tsx';
import { FirstMarketSection } from './FirstMarketSection.tsx';
import { FontsSection } from './FontsSection.tsx';
import { IdentitySection } from './IdentitySection.tsx';
import { ImagesSection } from './ImagesSection.tsx';
import { isNewBrandField } from './new-brand-errors.ts';
import { useNewBrandForm } from './use-new-brand-form.ts';

interface NewBrandFormProps {
  onDraft: (files: Draft[]) => void;
  onCancel: () => void;
}

/**
 * A new brand, as `npm run cli -- brand scaffold` makes it (the same code, on the studio's side), with
 * its name, web addresses, colours, fonts, images and a first market chosen here. It becomes drafts:
 * the brand shows in the live preview at once, and Save writes it after showing every new file.
 */
export function NewBrandForm(props: NewBrandFormProps) {
  const [defaults, setDefaults] = useState<NewBrandDefaults>();
  useEffect(() => {
    void studioClient.newBrandDefaults().then(setDefaults);
  }, []);
  if (!defaults) return <p className="panel">Loading the starter brand…</p>;
  return <NewBrandSections defaults={defaults} {...props} />;
}

/** The form itself, once the starter brand's colours and fonts are known. */
function NewBrandSections({ defaults, onDraft, onCancel }: NewBrandFormProps & { defaults: NewBrandDefaults }) {
  const { state, dispatch, shown, chooseCountry, upload, submit } = useNewBrandForm(defaults, onDraft);
  const section = { state, dispatch, shown };
  const { refusal } = state;
  return (
    <section className="panel new-brand" aria-labelledby="new-brand-title">
      <h2 id="new-brand-title">New brand</h2>
      <p className="help">
        The brand is made as the command line’s <code>brand scaffold</code> makes it, with your choices. It stays a draft you can
        see in the preview; nothing is written until you save.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <IdentitySection {...section} />
        <ColoursSection state={state} dispatch={dispatch} />
        <FontsSection state={state} dispatch={dispatch} installedFonts={defaults.installedFonts} />
        <ImagesSection state={state} onUpload={(purpose, file) => void upload(purpose, file)} />
        <CasinosSection {...section} />
        <FirstMarketSection {...section} onCountry={chooseCountry} />
        <div className="actions">
          <button type="submit" className="primary" disabled={state.busy}>
            Create as a draft
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
        {refusal && !isNewBrandField(refusal.field) && (
          <p role="alert" className="error">
            {refusal.message}
          </p>
        )}
      </form>
    </section>
  );
}
