// A stocked product's images in its settings dialog (issue 25, ADR 078): add (JPEG, PNG or WebP up to 5 MB,
// checked here in words before the upload; storage checks again, type by the file's bytes), make one the primary
// (first in the till, the lists and the shop), remove. Each change is saved at once, apart from the form's Save.
import { Button } from '@kit/ui/button.tsx';
import { FileInput } from '@kit/ui/file-input.tsx';
import { Star, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  addItemImage,
  PRODUCT_IMAGE_ACCEPT,
  type ProductImageRow,
  productImageProblem,
  removeItemImage,
  setPrimaryImage,
} from '../product-images.ts';
import { ProductImageThumb } from './product-image-thumb.tsx';

export function ProductImagesField(props: {
  item: string;
  name: string;
  images: ProductImageRow[];
  onChange: (images: ProductImageRow[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (what: string, job: () => Promise<ProductImageRow[]>) => {
    setBusy(what);
    setProblem(null);
    try {
      props.onChange(await job());
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  const upload = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const refused = chosen.map(productImageProblem).find(Boolean);
    if (refused) {
      setProblem(refused);
      return;
    }
    void run('Uploading…', async () => {
      let images = props.images;
      for (const f of chosen) images = await addItemImage(props.item, f);
      return images;
    });
  };
  return (
    <fieldset className="grid gap-2" aria-describedby="product-images-help">
      <legend className="text-sm font-medium">Images</legend>
      <p id="product-images-help" className="text-xs text-muted-foreground">
        JPEG, PNG or WebP, at most 5 MB. The first is shown at the till and in the shop.
      </p>
      {props.images.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={`Images of ${props.name}`}>
          {props.images.map((img, i) => (
            <li key={img.id} className="grid justify-items-center gap-1">
              <ProductImageThumb path={img.path} size={72} />
              <div className="flex">
                {i > 0 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`Make image ${i + 1} the first`}
                    onClick={() => run('Saving…', () => setPrimaryImage(img.id))}
                  >
                    <Star aria-hidden="true" />
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() => run('Removing…', () => removeItemImage(img.id))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-3">
        <FileInput
          ref={input}
          accept={PRODUCT_IMAGE_ACCEPT}
          multiple
          className="sr-only"
          aria-label={`Add images of ${props.name}`}
          onChange={(e) => upload(e.currentTarget.files)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          Add images
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {busy}
        </span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
