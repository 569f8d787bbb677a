export type Stat = { value: string; label: string };

/**
 * Figures such as '+120 estudiantes' as a definition list: the label is the term (for screen
 * readers), the big value and its caption are the description.
 */
export function StatList({
  stats,
  className,
  itemClassName = "",
}: {
  stats: readonly Stat[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={`text-center ${itemClassName}`}>
          <dt className="sr-only">{stat.label}</dt>
          <dd>
            <span className="block text-4xl font-black text-brand-600 dark:text-brand-400 sm:text-5xl">
              {stat.value}
            </span>
            <span className="mt-1 block text-sm font-medium text-soft" aria-hidden="true">
              {stat.label}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
