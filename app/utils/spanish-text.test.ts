import { describe, expect, it } from "vitest";

import { asSentence, countLabel, withoutFinalStop } from "~/utils/spanish-text";

describe("Spanish copy rules", () => {
  it("agrees every word of a count phrase with the count, and groups thousands", () => {
    expect(countLabel(1, "certificado encontrado", "certificados encontrados")).toBe(
      "1 certificado encontrado",
    );
    expect(countLabel(0, "certificado encontrado", "certificados encontrados")).toBe(
      "0 certificados encontrados",
    );
    expect(countLabel(12_345, "cuenta", "cuentas")).toBe("12,345 cuentas");
  });

  it("ends a typed reason with one full stop, never two", () => {
    expect(asSentence("Se reemitirá")).toBe("Se reemitirá.");
    expect(asSentence("Se reemitirá. ")).toBe("Se reemitirá.");
    expect(asSentence("¿Plagio?")).toBe("¿Plagio?");
    expect(asSentence("Nombre incorrecto…")).toBe("Nombre incorrecto…");
    expect(withoutFinalStop("Se reemitirá.")).toBe("Se reemitirá");
    expect(withoutFinalStop("Y más...")).toBe("Y más...");
    expect(withoutFinalStop("Sin punto")).toBe("Sin punto");
  });
});
