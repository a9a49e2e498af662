// jsdom has no fetch family; the admin client and the translation loader need Node's.
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
module.exports = JsdomWithFetch;
