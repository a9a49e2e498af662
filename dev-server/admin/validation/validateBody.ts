// Reads a request's JSON body as its representation's schema reads it, before any handler sees it: a body Jackson
// could not read is answered as Keycloak answers it (400 "Cannot parse the JSON"), a field longer than its column
// with the field named (Keycloak's database would refuse it with a 500). What passes replaces the body, coerced as
// Jackson coerces it, so no wrongly typed value is stored.
import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import type { Store } from "../../store/store.js";

/** a body's schema, or the request's choice of one where one path takes two representations */
export type BodySchema = z.ZodType | ((req: Request) => z.ZodType);

export function validateBody(store: Store, schema: BodySchema) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Keycloak finds the realm before it reads the body: an unknown realm is the handler's 404
    if (req.params.realm !== undefined && !store.realm(String(req.params.realm))) return next();
    // no JSON body (a form, a file upload): the handler reads what was sent
    if (req.body === undefined) return next();
    const read = (typeof schema === "function" ? schema(req) : schema).safeParse(req.body);
    if (read.success) {
      req.body = read.data;
      return next();
    }
    const tooLong = read.error.issues.find((issue) => issue.code === "too_big" && issue.origin === "string");
    if (tooLong && tooLong.code === "too_big") {
      const field = tooLong.path.join(".");
      res
        .status(400)
        .json({ field, errorMessage: "error-invalid-length", params: [field, 0, Number(tooLong.maximum)] });
      return;
    }
    res.status(400).json({ error: "unknown_error", error_description: "Cannot parse the JSON" });
  };
}
