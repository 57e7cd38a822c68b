/* The tracer feature's public face (features/dependencies.json): nothing other features use yet. */
export {};
