import { ButtonLink } from "~/components/ui/button";

/**
 * An export's two downloads: the comma-separated CSV, and the same file separated by semicolons
 * for spreadsheet programs set to Spanish, where a comma is the decimal mark. Dates come in Mexico
 * City time, as on screen (docs/decisions/104-csv-local-dates-and-separator.md).
 */
export function CsvExportLinks({ href }: { href: string }) {
  const semicolon = `${href}${href.includes("?") ? "&" : "?"}sep=semicolon`;
  return (
    <>
      <ButtonLink to={href} reloadDocument variant="secondary" size="sm">
        Exportar CSV
      </ButtonLink>
      <ButtonLink
        to={semicolon}
        reloadDocument
        variant="secondary"
        size="sm"
        title="Para Excel u hojas de cálculo en español, donde la coma es el separador decimal"
      >
        CSV con punto y coma (Excel en español)
      </ButtonLink>
    </>
  );
}
