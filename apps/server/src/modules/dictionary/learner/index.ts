/** The learner's dictionary: false friends, the lemma of an inflected form, the words a student met. */
export { dictionaryFalseFriendResource } from './false-friend-resource.ts';
export {
  type FalseFriendList,
  falseFriendsAmong,
  falseFriendsOf,
  listFalseFriends,
} from './false-friends.repository.ts';
export { lemmaCandidates } from './lemma-candidates.ts';
export { seenWords } from './seen-words.ts';
