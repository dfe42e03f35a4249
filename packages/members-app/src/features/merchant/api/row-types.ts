import type { CallInput, Endpoints } from '@platform/core';

/** The JSON body a call of the contract takes: the input side of its row's body schema. */
export type RowBody<Name extends keyof Endpoints> = NonNullable<CallInput<Endpoints[Name]>['body']>;
