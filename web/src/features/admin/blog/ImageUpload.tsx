import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_JPEG_SCANS, MAX_UPLOAD_MEGAPIXELS, uploadResultSchema } from '@chauffeur/contracts';
import { ApiError, request, useErrorMessage } from '../../../lib/api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/**
 * What POST /api/admin/uploads may refuse without a code (this page always sends one file in a well-formed
 * form); a coded refusal (an animated GIF's frames, decision 301) is said by its code.
 */
const REFUSALS: Record<
  number,
  'uploadTooManyPixels' | 'uploadTooLarge' | 'uploadNotImage' | 'uploadTooManyScans'
> = {
  400: 'uploadTooManyPixels',
  413: 'uploadTooLarge',
  415: 'uploadNotImage',
  // A progressive JPEG of more scans than a browser draws (decision 297).
  422: 'uploadTooManyScans',
};

/** Featured image: uploads through POST /api/admin/uploads (images only); 'Error uploading image' on failure. */
export function ImageUpload({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const problemMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      setError(t('blog.uploadError'));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const result = await request('POST', '/admin/uploads', { body, schema: uploadResultSchema });
      onChange(result.url);
    } catch (cause) {
      // The server's refusal in the admin's language; anything else (offline, 500) as the client said it.
      // A coded one by its code (decision 230); the others by status.
      const refusal = cause instanceof ApiError && cause.status !== null ? REFUSALS[cause.status] : undefined;
      const reason =
        cause instanceof ApiError && cause.problem?.code
          ? problemMessage(cause)
          : refusal
            ? t(`blog.${refusal}`, { megapixels: MAX_UPLOAD_MEGAPIXELS, scans: MAX_JPEG_SCANS })
            : cause instanceof Error
              ? cause.message
              : null;
      setError(reason ? t('blog.uploadErrorBecause', { reason }) : t('blog.uploadError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="text-sm font-medium text-stone-200">{t('blog.featuredImage')}</p>
      {value ? (
        <img
          src={value}
          alt=""
          data-testid="featured-preview"
          className="mt-2 aspect-[16/9] w-full max-w-sm rounded-sm object-cover"
        />
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* The rule of BusyButton by hand (a file input is not a button): unavailable while the image is sent,
            not disabled, which dropped the keyboard to the page's body; a press meanwhile opens no file
            chooser and a file chosen then is not sent. */}
        <label
          className={`btn-outline min-h-10 px-4 text-xs focus-within:outline-2 focus-within:outline-gold-300 ${busy ? 'cursor-wait opacity-50' : 'cursor-pointer'}`}
        >
          {busy ? t('blog.uploading') : t('blog.upload')}
          <input
            type="file"
            name="file"
            accept={ACCEPT}
            aria-disabled={busy || undefined}
            className="sr-only"
            onClick={(e) => {
              if (busy) e.preventDefault();
            }}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        {value ? (
          <button type="button" onClick={() => onChange(null)} className="text-xs text-stone-300 underline">
            {t('blog.removeImage')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-stone-400">{t('blog.imagesOnly')}</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
