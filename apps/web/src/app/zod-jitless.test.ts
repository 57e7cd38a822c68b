import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it("switches zod's eval probe off through the configuration object zod itself reads", () => {
    // If a zod release stops keeping its configuration on globalThis.__zod_globalConfig, z.config() answers
    // another object and the browser logs a CSP violation again on every page with a schema.
    expect(z.config()).toBe(globalThis.__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });

  it('builds and parses schemas without calling new Function', () => {
    const compile = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(compile, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number().int() });
      expect(schema.parse({ name: 'Ada', age: 36 })).toEqual({ name: 'Ada', age: 36 });
      expect(schema.safeParse({ name: 'Ada' }).success).toBe(false);
    } finally {
      globalThis.Function = compile;
    }
    expect(compiled).toBe(0);
  });
});
