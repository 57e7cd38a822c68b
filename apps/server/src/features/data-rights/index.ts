/* data-rights' public face: no other feature uses it (app.ts registers it through createDataRightsFeature). */
export {};
