import { z } from 'zod';
import { defineOperation } from '../operation';

const tags = ['health'] as const;

export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/health',
    tags,
    summary: 'Liveness and database reachability, for load balancers',
    response: z.object({ database: z.literal('ok') }),
  }),
  // The API version the web app compares with its own (issue 30; every answer also carries it in x-api-version).
  version: defineOperation({
    method: 'GET',
    path: '/v1/version',
    tags,
    summary: "The API's version: a web app built for another one is told to reload",
    response: z.object({ version: z.string() }),
  }),
};
