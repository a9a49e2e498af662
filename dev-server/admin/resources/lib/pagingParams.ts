// Keycloak reads first and max as integers (JAX-RS @QueryParam Integer): a value that is no integer matches no
// resource method, and the answer is a 404, not a list from the defaults.
import type { NextFunction, Request, Response } from "express";
import { notFound } from "../../http.js";

const INTEGER = /^[+-]?\d+$/;

/** runs before a list's handler: 404 "HTTP 404 Not Found" when first or max is given and is no integer */
export function integerPaging(req: Request, res: Response, next: NextFunction): void {
  for (const name of ["first", "max"]) {
    const value = req.query[name];
    if (value !== undefined && !INTEGER.test(String(value))) return notFound(res, "HTTP 404 Not Found");
  }
  next();
}
