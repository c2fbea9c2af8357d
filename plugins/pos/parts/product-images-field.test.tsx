// The images of a stocked product in its dialog (ADR 078): a file that is not a JPEG, PNG or WebP is refused in
// words before any upload; an image is uploaded and shown; another is made the first; one is removed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductImageRow } from '../product-images.ts';

const addItemImage = vi.fn<(item: string, file: File) => Promise<ProductImageRow[]>>();
const setPrimaryImage = vi.fn<(image: string) => Promise<ProductImageRow[]>>();
const removeItemImage = vi.fn<(image: string) => Promise<ProductImageRow[]>>();
vi.mock('../product-images.ts', async (original) => ({
  ...(await original<typeof import('../product-images.ts')>()),
  addItemImage: (item: string, file: File) => addItemImage(item, file),
  setPrimaryImage: (image: string) => setPrimaryImage(image),
  removeItemImage: (image: string) => removeItemImage(image),
}));
const { ProductImagesField } = await import('./product-images-field.tsx');

const a = { id: 'a', path: 'item/a.png', alt: null };
const b = { id: 'b', path: 'item/b.png', alt: null };

function Field({ start }: { start: ProductImageRow[] }) {
  const [images, setImages] = useState(start);
  return <ProductImagesField item="item" name="Ear muffs" images={images} onChange={setImages} />;
}

describe('a staff member adding images of a product', () => {
  beforeEach(() => {
    for (const f of [addItemImage, setPrimaryImage, removeItemImage]) f.mockReset();
  });

  it('is told a PDF is not an image, and nothing is uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Field start={[]} />);
    const pdf = new File(['%PDF-1.4'], 'datasheet.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Add images of Ear muffs'), pdf);
    expect(screen.getByRole('alert').textContent).toBe('datasheet.pdf is not a JPEG, PNG or WebP image');
    expect(addItemImage).not.toHaveBeenCalled();
  });

  it('uploads an image, makes the second the first, and removes one', async () => {
    const user = userEvent.setup();
    addItemImage.mockResolvedValue([a, b]);
    setPrimaryImage.mockResolvedValue([b, a]);
    removeItemImage.mockResolvedValue([b]);
    render(<Field start={[a]} />);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'muffs.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add images of Ear muffs'), png);
    expect(addItemImage).toHaveBeenCalledWith('item', png);
    const list = await screen.findByRole('list', { name: 'Images of Ear muffs' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    const shown = () => [...list.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '');

    await user.click(screen.getByRole('button', { name: 'Make image 2 the first' }));
    expect(setPrimaryImage).toHaveBeenCalledWith('b');
    await vi.waitFor(() => expect(shown()[0]).toContain('item/b.png'));

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(removeItemImage).toHaveBeenCalledWith('a');
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
  });
});
