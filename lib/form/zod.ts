import { z } from "zod";

// The console's Content-Security-Policy allows no eval. Zod would probe for it with `new Function` when its first
// object schema is made, which a browser reports as a policy violation even though Zod catches the refusal; jitless
// skips the probe. It has to be set before any schema is made, so every schema imports Zod from here.
z.config({ jitless: true });

export { z };
