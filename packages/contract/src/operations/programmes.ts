import { z } from 'zod';
import { idSchema, pagedSchema } from '../api';
import { defineOperation } from '../operation';
import {
  createProgrammeSchema,
  programmeListQuerySchema,
  programmeSchema,
  updateProgrammeSchema,
} from '../programmes';

const tags = ['programmes'] as const;
const params = z.object({ id: idSchema });

/** An institution's programmes and their accreditation (spec 001 §2 'Programmes'). */
export const programmeOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/programmes',
    tags,
    summary: 'Programmes, newest first (filters combine: name, accreditation_type, status as read today)',
    query: programmeListQuerySchema,
    response: pagedSchema(programmeSchema),
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/programmes/:id',
    tags,
    summary: 'One programme (your own)',
    params,
    response: programmeSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/v1/programmes',
    tags,
    summary: 'Add a programme (without dates the accreditation rule sets them; status pending)',
    body: createProgrammeSchema,
    response: programmeSchema,
    status: 201,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/v1/programmes/:id',
    tags,
    summary: 'Change a programme (a new type or dates send it back to pending; admins approve or deny)',
    params,
    body: updateProgrammeSchema,
    response: programmeSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/v1/programmes/:id',
    tags,
    summary: 'Delete a programme (refused while graduates on your roll name it)',
    params,
    response: z.null(),
  }),
};
