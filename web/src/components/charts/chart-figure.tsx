import type { ReactNode } from "react";

/**
 * A chart with its text alternative: the drawing is hidden from screen readers, which read
 * the same figures from a table only they see.
 */
export function ChartFigure({
  caption,
  columns,
  rows,
  children,
}: {
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string | number])[];
  children: ReactNode;
}) {
  return (
    <figure className="m-0 min-w-0">
      <div aria-hidden="true" className="min-w-0">{children}</div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
