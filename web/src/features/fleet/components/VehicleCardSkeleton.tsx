/** Grey stand-in with a card's proportions, so the grid does not jump when vehicles arrive. */
export function VehicleCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-md border border-white/10 bg-ink-900">
      <div className="skeleton aspect-video" />
      <div className="space-y-4 p-6 sm:p-7">
        <div className="skeleton h-8 w-2/3 rounded-sm" />
        <div className="skeleton h-4 w-full rounded-sm" />
        <div className="skeleton h-4 w-5/6 rounded-sm" />
        <div className="space-y-3 pt-3">
          <div className="skeleton h-4 w-1/2 rounded-sm" />
          <div className="skeleton h-4 w-1/2 rounded-sm" />
          <div className="skeleton h-4 w-2/5 rounded-sm" />
        </div>
        <div className="flex items-center justify-between border-t border-white/10 pt-6">
          <div className="skeleton h-7 w-28 rounded-sm" />
          <div className="skeleton h-11 w-32 rounded-sm" />
        </div>
      </div>
    </div>
  );
}
