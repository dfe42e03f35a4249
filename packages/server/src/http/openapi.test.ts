import { endpoints, type AnyEndpoint } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';

type Operation = { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } };

describe('the OpenAPI document from the rows', () => {
  const document = buildOpenApiDocument(Object.values(endpoints) as AnyEndpoint[], {
    apiBase: '/api',
    merchantApiBase: '/m',
    publicUrl: undefined,
  });
  const paths = document['paths'] as Record<string, Record<string, Operation>>;

  it('documents a multipart row’s body as multipart/form-data, its files as binary parts', () => {
    const content = paths['/api/verify/setVerificationData']?.['patch']?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = content['multipart/form-data']!.schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(form.properties['id_front']).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties['document_type']).toMatchObject({ type: 'string' });
    expect(form.required.sort()).toEqual(['document_type', 'id_front', 'issue_country', 'selfie']);
  });

  it('documents a JSON row’s body as application/json', () => {
    const content = paths['/api/users/changeOTP']?.['patch']?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['application/json']);
  });
});
