import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelled, withLabels } from './field-messages';

describe('validation messages name the field by its label (issue 9)', () => {
  it('replaces the raw field name the contract starts its messages with', () => {
    expect(labelled('text is required', 'Introduction')).toBe('Introduction is required');
    expect(labelled('nin must be exactly 11 digits', 'National Identification Number (NIN)')).toBe(
      'National Identification Number (NIN) must be exactly 11 digits',
    );
    expect(labelled('website_url must not contain spaces', 'Website')).toBe(
      'Website must not contain spaces',
    );
  });

  it('leaves sentences written for people alone', () => {
    expect(labelled('Choose NGN or USD', 'Currency')).toBe('Choose NGN or USD');
    expect(labelled('text is required', undefined)).toBe('text is required');
    expect(labelled(undefined, 'Introduction')).toBeUndefined();
  });

  it("rewrites a resolver's errors, each with its own field's label", async () => {
    const schema = z.object({
      title: z.string().min(1, 'title is required'),
      text: z.string().min(1, 'text is required'),
    });
    const resolver = withLabels(zodResolver(schema), { title: 'Title', text: 'Introduction' });
    const result = await resolver({ title: '', text: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.title?.message).toBe('Title is required');
    expect(result.errors.text?.message).toBe('Introduction is required');
  });
});

// Issue 22.15: forms without labels showed 'accreditation_type is required' under the control.
describe('a form given no labels names its fields in words', () => {
  const schema = z.object({
    accreditation_type: z.string().min(1, 'accreditation_type is required'),
    status: z.string().min(1, 'all fields must be filled'),
  });

  it("rewrites a message that starts with its field's name, and leaves other sentences as they are", async () => {
    const resolve = withLabels(zodResolver(schema));
    const { errors } = await resolve({ accreditation_type: '', status: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.accreditation_type?.message).toBe('Accreditation type is required');
    expect(errors.status?.message).toBe('all fields must be filled');
  });
});
