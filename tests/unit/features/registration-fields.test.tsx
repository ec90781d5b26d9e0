import { describe, expect, it } from 'vitest';
import { firstInvalidField } from '@/features/registration/registration-fields';

describe('firstInvalidField', () => {
  it('follows the given order, not the order errors were found in', () => {
    const errors = { industry: 'x', email: 'y' };
    expect(firstInvalidField(errors, ['fullname', 'email', 'industry'])).toBe('email');
    expect(firstInvalidField({}, ['fullname'])).toBeNull();
  });
});
