import { validationMessages } from '../../../validation/messages.js';
import type { Translation } from '../shape.js';

/** Namespace `validation`: the form messages of spec §5. English is the validation module's own table. */
export const en = validationMessages;

/** The shape every other locale of this folder must have. */
export type ValidationTexts = Translation<typeof en>;
