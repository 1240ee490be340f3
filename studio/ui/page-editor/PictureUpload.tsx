import { useContext, useState } from 'react';
import { BrandImagesContext } from './brand-images-context.ts';

/** The picture types an upload takes (sharp reads them; the brand keeps them under assets/uploads/). */
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

/**
 * "Upload a picture" for any image field: the file becomes a draft under the brand's assets (until
 * Save) and `onUploaded` gets its path; what went wrong is said beside it, naming the file.
 */
export function PictureUpload({ disabled, onUploaded }: { disabled?: boolean; onUploaded: (path: string) => void }) {
  const { upload } = useContext(BrandImagesContext);
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      setProblem(`${file.name} was not added: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <label className="asset-upload">
        {uploading ? 'Uploading…' : 'Upload a picture'}
        <input
          type="file"
          accept={PICTURE_TYPES}
          disabled={disabled || uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </>
  );
}
