import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { loginFormSchema } from '@platform/core';
import { useSchemaForm } from './use-schema-form.js';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent & { preventDefault: () => void };

describe('useSchemaForm (the one way of doing forms)', () => {
  it('shows the schema’s first message per field after a submit, and sends nothing', () => {
    const { result } = renderHook(() => useSchemaForm(loginFormSchema, { email: 'not an email', password: '' }));
    const handler = vi.fn();
    const event = submitEvent();
    act(() => result.current.submitWith(handler)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      email: 'validation:emailInvalid',
      password: 'validation:passwordInvalid',
    });
  });

  it('hands the parsed form (the schema’s output) to the handler and clears the errors', () => {
    const { result } = renderHook(() => useSchemaForm(loginFormSchema, { email: 'x', password: '' }));
    act(() => result.current.submitWith(() => undefined)(submitEvent()));
    act(() => {
      result.current.setValue('email', '  Ada@Example.com ');
      result.current.setValue('password', 'secret');
    });
    const handler = vi.fn();
    act(() => result.current.submitWith(handler)(submitEvent()));
    expect(handler).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
    expect(result.current.errors).toEqual({});
  });

  it('puts an issue of the whole form under the empty field name', () => {
    const schema = z.object({ from: z.string(), to: z.string() }).refine((range) => range.from <= range.to, {
      error: 'wallets:transactions.fromAfterTo',
    });
    const { result } = renderHook(() => useSchemaForm(schema, { from: '2026-02-01', to: '2026-01-01' }));
    act(() => {
      expect(result.current.validate()).toBeNull();
    });
    expect(result.current.errors).toEqual({ '': 'wallets:transactions.fromAfterTo' });
  });
});
