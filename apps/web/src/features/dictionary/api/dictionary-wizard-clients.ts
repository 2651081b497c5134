import type {
  TDictionaryCategoryInput,
  TDictionaryCategoryItem,
  TDictionaryFalseFriendInput,
  TDictionaryFalseFriendItem,
  TDictionaryPhraseInput,
  TDictionaryPhraseItem,
  TDictionaryWordInput,
  TDictionaryWordItem,
} from '@puente/shared';
import { resourceClient } from '../../../lib/resource/resource-client';

/** /api/dictionary/words: the school's own words. */
export const dictionaryWords = resourceClient<TDictionaryWordItem, TDictionaryWordInput>('/dictionary/words');
/** /api/dictionary/categories: the school's themes of words, with their word counts. */
export const dictionaryCategories = resourceClient<TDictionaryCategoryItem, TDictionaryCategoryInput>(
  '/dictionary/categories',
);
/** /api/dictionary/phrases: phrases and idioms linked to dictionary entries. */
export const dictionaryPhrases = resourceClient<TDictionaryPhraseItem, TDictionaryPhraseInput>(
  '/dictionary/phrases',
);
/** /api/dictionary/false-friends: the school's false friends, flagged on the learners' searches. */
export const dictionaryFalseFriends = resourceClient<TDictionaryFalseFriendItem, TDictionaryFalseFriendInput>(
  '/dictionary/false-friends',
);
