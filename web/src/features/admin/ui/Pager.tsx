import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../api/queries';

/** Previous / next under an admin list, with "page / pages"; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (total <= PAGE_SIZE) return null;
  return (
    <div className="mt-4 flex items-center justify-end gap-2">
      <button
        type="button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        className="btn-outline min-h-9 px-4 text-xs disabled:opacity-40"
      >
        {t('bookings.prev')}
      </button>
      <span className="text-sm text-stone-400">
        {page + 1} / {Math.ceil(total / PAGE_SIZE)}
      </span>
      <button
        type="button"
        disabled={(page + 1) * PAGE_SIZE >= total}
        onClick={() => onPage(page + 1)}
        className="btn-outline min-h-9 px-4 text-xs disabled:opacity-40"
      >
        {t('bookings.next')}
      </button>
    </div>
  );
}
