/* The profiles feature's public face (features/dependencies.json): the role profiles are shared tables in db/, so it offers nothing more. */
export {};
