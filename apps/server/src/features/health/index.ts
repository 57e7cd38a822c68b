/* The health feature's public face (features/dependencies.json): it offers nothing to other features. */
export {};
