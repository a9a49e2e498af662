// How Keycloak turns a mapper's raw value into a claim value: a list becomes its first item unless the mapper is
// multivalued, and "jsonType.label" converts each item; a value that does not convert stays as it was.
import type { MapperConfig } from "./tokenContext.js";

export function isMultivalued(config: MapperConfig): boolean {
  return config.multivalued === "true";
}

export function claimValue(config: MapperConfig, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    if (!value.length) return undefined;
    if (isMultivalued(config)) return value.map((item) => convert(config["jsonType.label"], item));
    value = value[0];
  }
  return convert(config["jsonType.label"], value);
}

function convert(type: string | undefined, value: unknown): unknown {
  switch (type) {
    case "String":
      return typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
    case "boolean":
      return typeof value === "string" ? value.toLowerCase() === "true" : value;
    case "long":
    case "int":
      return typeof value === "string" && /^[+-]?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    case "JSON":
      return typeof value === "string" ? parseJson(value) : value;
    default:
      return value;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
