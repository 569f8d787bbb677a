import type { Constraint } from "@conform-to/dom";
import { serializeHtmlPattern } from "@conform-to/dom/future";
import type { $ZodType } from "zod/v4/core";

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  in?: $ZodType;
  out?: $ZodType;
  innerType?: $ZodType;
  left?: $ZodType;
  right?: $ZodType;
  options?: $ZodType[];
  element?: $ZodType;
  items?: $ZodType[];
  entries?: Record<string, unknown>;
  getter?: () => $ZodType;
};

type Bag = { minimum?: number; maximum?: number; patterns?: Set<RegExp>; mime?: string[] };

const KEYS = [
  "required",
  "minLength",
  "maxLength",
  "min",
  "max",
  "step",
  "multiple",
  "pattern",
  "accept",
] as const;

/**
 * The HTML constraints (required, minLength, maxLength, min, max, pattern...) a form's fields
 * render, read from its zod schema: the same derivation as Conform's `getZodConstraint`, which
 * lives in `@conform-to/zod/v4` beside its form parser. Importing that module anywhere in the
 * browser puts the parser's full (classic) zod into every form page (decision 071), so the kit
 * uses this one; `form-constraint.test.ts` checks both agree on every form schema.
 */
export function getFormConstraint(schema: $ZodType): Record<string, Constraint> {
  const result: Record<string, Constraint> = {};
  const visiting = new Set<$ZodType>();

  function update(schema: $ZodType, data: Record<string, Constraint>, name = ""): void {
    if (visiting.has(schema)) return;
    visiting.add(schema);
    const constraint: Constraint = name !== "" ? (data[name] ??= { required: true }) : {};
    const def = schema._zod.def as unknown as Def;
    const bag = schema._zod.bag as Bag;
    if (def.type === "object") {
      for (const key in def.shape) update(def.shape[key]!, data, name ? `${name}.${key}` : key);
    } else if (def.type === "pipe") {
      if (def.out!._zod.def.type === "transform") update(def.in!, data, name);
      update(def.out!, data, name);
    } else if (def.type === "readonly") {
      update(def.innerType!, data, name);
    } else if (def.type === "intersection") {
      const left: Record<string, Constraint> = {};
      const right: Record<string, Constraint> = {};
      update(def.left!, left, name);
      update(def.right!, right, name);
      Object.assign(data, left, right);
    } else if (def.type === "union") {
      Object.assign(data, def.options!.map((option) => branch(option, name)).reduce(mergeBranches));
    } else if (name === "") {
      throw new Error("Unsupported schema");
    } else if (def.type === "array") {
      constraint.multiple = true;
      update(def.element!, data, `${name}[]`);
    } else if (def.type === "string") {
      if (bag.minimum != null) constraint.minLength = bag.minimum;
      if (bag.maximum != null) constraint.maxLength = bag.maximum;
      if (bag.patterns?.size) {
        const pattern = serializeHtmlPattern([...bag.patterns]);
        if (pattern) constraint.pattern = pattern;
      }
    } else if (def.type === "optional" || def.type === "default") {
      constraint.required = false;
      update(def.innerType!, data, name);
    } else if (def.type === "nullable") {
      update(def.innerType!, data, name);
    } else if (def.type === "number") {
      if (bag.minimum != null) constraint.min = bag.minimum;
      if (bag.maximum != null) constraint.max = bag.maximum;
    } else if (def.type === "enum") {
      constraint.pattern = Object.keys(def.entries!)
        .map((option) => option.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d"))
        .join("|");
    } else if (def.type === "tuple") {
      def.items!.forEach((item, index) => update(item, data, `${name}[${index}]`));
    } else if (def.type === "file") {
      if (bag.mime) constraint.accept = bag.mime.join();
    } else if (def.type === "lazy") {
      update(def.getter!(), data, name);
    }
    visiting.delete(schema);
  }

  function branch(option: $ZodType, name: string) {
    const data: Record<string, Constraint> = {};
    update(option, data, name);
    return data;
  }

  update(schema, result);
  return result;
}

/**
 * A field in both branches keeps the constraints they agree on; one in a single branch keeps its
 * own but is not required (what `getZodConstraint` from `@conform-to/zod/v4` does).
 */
function mergeBranches(prev: Record<string, Constraint>, next: Record<string, Constraint>) {
  const merged: Record<string, Constraint> = {};
  for (const name of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    const a = prev[name];
    const b = next[name];
    if (a && b) {
      const common: Constraint = {};
      for (const key of KEYS) {
        if (a[key] !== undefined && a[key] === b[key]) Object.assign(common, { [key]: a[key] });
      }
      merged[name] = common;
    } else {
      merged[name] = { ...a, ...b, required: false };
    }
  }
  return merged;
}
