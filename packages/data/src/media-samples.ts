import { mediaVariantPath, type MediaAsset, type MediaVariant } from '@cabo/contract';

// Sample pictures of the media library, for the MSW mocks and the stories (docs/media.md).

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function variants(id: string, height: number): MediaVariant[] {
  return [480, 960].flatMap((width) =>
    (['avif', 'webp', 'jpg'] as const).map((format) => ({
      width,
      height: Math.round((height * width) / 1200),
      format,
      url: mediaVariantPath(id, width, format),
    })),
  );
}

/** A library picture with the sample files' variants when ready; `fields` override the rest. */
export function mediaSample(
  id: string,
  fields: Partial<MediaAsset> & Pick<MediaAsset, 'filename' | 'createdAt'>,
): MediaAsset {
  const alt = fields.alt ?? null;
  const status = fields.status ?? 'ready';
  return {
    id,
    contentType: 'image/jpeg',
    bytes: 2_400_000,
    width: 960,
    height: 640,
    status,
    url: mediaVariantPath(id, 960, 'jpg'),
    variants: status === 'ready' ? variants(id, 800) : [],
    placeholder: null,
    caption: null,
    focalX: 0.5,
    focalY: 0.5,
    ...fields,
    alt,
    altMissing: !alt,
    usable: status === 'ready' && Boolean(alt),
    updatedAt: fields.createdAt,
  };
}

/**
 * Three pictures: described, waiting for alt text, and still processing; newest first. Their variants are real
 * files under mocks/public/media (stories and the mocks serve them).
 */
export const mediaFixtures: MediaAsset[] = [
  mediaSample('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e03', {
    filename: 'villa-pool.jpg',
    createdAt: at(21),
    status: 'processing',
  }),
  mediaSample('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e02', {
    filename: 'el-arco.jpg',
    createdAt: at(20),
    focalX: 0.7,
    focalY: 0.4,
    placeholder:
      'data:image/webp;base64,UklGRo4AAABXRUJQVlA4WAoAAAAQAAAADwAACgAAQUxQSCYAAAABJ0CQbeMPOZPt14iI+CcwDcnKU4ghgmYV8rfqL4CI/ueevIGuAVZQOCBCAAAAEAIAnQEqEAALAAOAWiWwAnQBCpPMqyhAAAD+9NObYed3yAG5NGO85v40+1BQjGGumDJu4I9FwpKJXEiybBLYkwAA',
  }),
  mediaSample('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e01', {
    filename: 'sunset-medano.jpg',
    createdAt: at(19),
    alt: 'Sun setting over the sea at Medano Beach',
    caption: 'Medano Beach at dusk',
    placeholder:
      'data:image/webp;base64,UklGRn4AAABXRUJQVlA4WAoAAAAQAAAADwAACgAAQUxQSBMAAAABD3Dr/4iIIBZM8pfeG0JE/5MGAFZQOCBEAAAAMAIAnQEqEAALAAOAWiWwAnR/ABgW8l9pAAAA/vHG8+h2gTLCa3ZhpAh8okdVo7BVXuszpSr8AL42tXCHoDCIP8qcyAA=',
  }),
];
