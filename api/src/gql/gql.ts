/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation LegacySendOtp($cv: String) { sendVerificationEmail(clientVerifyId: $cv) { verifyId email } }": typeof types.LegacySendOtpDocument,
    "mutation LegacySendResetOtp($who: RecoveryIdentity!, $cv: String) { sendPasswordResetCode(who: $who, clientVerifyId: $cv) { verifyId email } }": typeof types.LegacySendResetOtpDocument,
    "mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }": typeof types.LegacyVerifyOtpDocument,
    "mutation LegacyChangeEmail($email: String!, $cv: String) { changeEmailWithRecentSignIn(email: $email, clientVerifyId: $cv) { verifyId email } }": typeof types.LegacyChangeEmailDocument,
    "mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail verifyId } }": typeof types.LegacyFindByEmailDocument,
    "mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }": typeof types.LegacyFindByMobileDocument,
    "mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }": typeof types.LegacyConfirmOtpDocument,
    "mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }": typeof types.LegacyRecoveryCodeDocument,
    "mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }": typeof types.LegacyResetDocument,
    "mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }": typeof types.LegacyCompleteProfileDocument,
    "mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }": typeof types.LegacyOnboardedDocument,
    "mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }": typeof types.LegacyLoginInfoDocument,
    "mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }": typeof types.LegacyUsersInfoDocument,
    "mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }": typeof types.LegacyAppDownloadDocument,
    "query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }": typeof types.LegacyCheckPasswordDocument,
    "mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }": typeof types.LegacyChangePasswordDocument,
    "mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }": typeof types.LegacyDeactivateDocument,
    "mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ...LegacyUser } }": typeof types.LegacyUsernameDocument,
    "query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }": typeof types.LegacySecurityCodeDocument,
    "mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }": typeof types.LegacyVerifyPinDocument,
    "mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }": typeof types.LegacySetPinDocument,
    "mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }": typeof types.LegacyPhotoDocument,
    "\n  query LegacyProfile {\n    me { ...LegacyUser }\n    notifications(first: 100, unreadOnly: true, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n      edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n    }\n    messageNotifications(first: 100, unreadOnly: true) { edges { node { ...LegacyMessageNotification } } }\n  }\n": typeof types.LegacyProfileDocument,
    "mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }": typeof types.LegacyRegisterDocument,
    "mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }": typeof types.LegacyLoginDocument,
    "mutation LegacyLogout { signOut }": typeof types.LegacyLogoutDocument,
    "query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }": typeof types.LegacyChkUsernameDocument,
    "query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }": typeof types.LegacyChkEmailDocument,
    "query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }": typeof types.LegacyChkMobileDocument,
    "mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ...LegacyUser } }": typeof types.LegacyProfileUpdateDocument,
    "fragment LegacyCallParticipant on CallParticipant { sessionId audio video hand screen user { id username firstName lastName } }": typeof types.LegacyCallParticipantFragmentDoc,
    "query LegacyCallPeerStatus($roomid: ID!) { call(id: $roomid) { id participants { ...LegacyCallParticipant } } }": typeof types.LegacyCallPeerStatusDocument,
    "query LegacyCallChat($roomid: ID!) { callChatMessages(callId: $roomid, first: 200) { id text createdAt author { id } } }": typeof types.LegacyCallChatDocument,
    "query LegacyCallStatus($roomid: ID!) { call(id: $roomid) { id topicId running startedAt endedAt startedBy { id } participants { ...LegacyCallParticipant } } }": typeof types.LegacyCallStatusDocument,
    "fragment LegacyChatMessage on ChatMessage { id conversationId text createdAt sender { id } }": typeof types.LegacyChatMessageFragmentDoc,
    "fragment LegacyMessageNotification on MessageNotification { id text read createdAt conversationId from { ...LegacyUser } }": typeof types.LegacyMessageNotificationFragmentDoc,
    "mutation LegacyReadAllBell { n: markAllNotificationsRead }": typeof types.LegacyReadAllBellDocument,
    "mutation LegacyReadAllMessages { n: markAllMessageNotificationsRead }": typeof types.LegacyReadAllMessagesDocument,
    "\n      query LegacyChatList($first: Int, $offset: Int) {\n        me { id ...LegacyUser }\n        conversations(first: $first, offset: $offset) {\n          edges { node { id unreadCount updatedAt other { ...LegacyUser } lastMessage { ...LegacyChatMessage } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    ": typeof types.LegacyChatListDocument,
    "\n      query LegacyChat($id: ID, $w: ID, $first: Int, $before: String) {\n        conversation(id: $id, withUserId: $w) { id messages(first: $first, before: $before) { edges { node { ...LegacyChatMessage } } pageInfo { hasNextPage endCursor } } }\n      }\n    ": typeof types.LegacyChatDocument,
    "mutation LegacyDeleteChat($id: ID!) { deleteChatMessage(id: $id) }": typeof types.LegacyDeleteChatDocument,
    "mutation LegacyClearChat($c: ID!) { clearConversation(conversationId: $c) { id } }": typeof types.LegacyClearChatDocument,
    "\n      query LegacyMessageNotifications($first: Int, $offset: Int) {\n        messageNotifications(first: $first, offset: $offset) { edges { node { ...LegacyMessageNotification } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyMessageNotificationsDocument,
    "mutation LegacyReadMessageNotification($id: ID!) { markMessageNotificationRead(id: $id) { id } }": typeof types.LegacyReadMessageNotificationDocument,
    "fragment LegacyComment on Comment { id topicId html edited createdAt likeCount replyCount viewerHasLiked author { id username profileImageUrl } viewerCan { interact } }": typeof types.LegacyCommentFragmentDoc,
    "fragment LegacyReply on Reply { id commentId html edited createdAt likeCount viewerHasLiked author { id username profileImageUrl } replyTo { id } }": typeof types.LegacyReplyFragmentDoc,
    "mutation LegacyLikeComment($id: ID!) { r: likeComment(id: $id) { likeCount } }": typeof types.LegacyLikeCommentDocument,
    "mutation LegacyUnlikeComment($id: ID!) { r: unlikeComment(id: $id) { likeCount } }": typeof types.LegacyUnlikeCommentDocument,
    "mutation LegacyLikeReply($id: ID!) { r: likeReply(id: $id) { likeCount } }": typeof types.LegacyLikeReplyDocument,
    "mutation LegacyUnlikeReply($id: ID!) { r: unlikeReply(id: $id) { likeCount } }": typeof types.LegacyUnlikeReplyDocument,
    "mutation LegacyReportComment($id: ID!, $r: Int!) { r: reportComment(id: $id, reason: $r) }": typeof types.LegacyReportCommentDocument,
    "mutation LegacyReportReply($id: ID!, $r: Int!) { r: reportReply(id: $id, reason: $r) }": typeof types.LegacyReportReplyDocument,
    "mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }": typeof types.LegacyAddCommentDocument,
    "\n      query LegacyComments($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ...LegacyComment } } pageInfo { hasNextPage } } }\n      }\n    ": typeof types.LegacyCommentsDocument,
    "query LegacyNotifyComment($c: ID!) { comment(id: $c) { ...LegacyComment topic { owner { id } } } }": typeof types.LegacyNotifyCommentDocument,
    "mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }": typeof types.LegacyEditCommentDocument,
    "mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }": typeof types.LegacyDeleteCommentDocument,
    "mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }": typeof types.LegacyAddReplyDocument,
    "\n      query LegacyReplies($c: ID!, $first: Int, $offset: Int) {\n        comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ...LegacyReply } } pageInfo { hasNextPage } } }\n      }\n    ": typeof types.LegacyRepliesDocument,
    "query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ...LegacyReply } }": typeof types.LegacyNotifyReplyDocument,
    "mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }": typeof types.LegacyEditReplyDocument,
    "mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }": typeof types.LegacyDeleteReplyDocument,
    "fragment LegacyPerson on User { id username profileImageUrl viewerFollow }": typeof types.LegacyPersonFragmentDoc,
    "\n  query LegacyFollowers($u: ID!, $first: Int, $offset: Int) {\n    list: followers(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n": typeof types.LegacyFollowersDocument,
    "\n  query LegacyFollowing($u: ID!, $first: Int, $offset: Int) {\n    list: following(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n": typeof types.LegacyFollowingDocument,
    "mutation LegacyFollow($u: ID!) { r: follow(userId: $u) { id viewerFollow followerCount followingCount } }": typeof types.LegacyFollowDocument,
    "mutation LegacyUnfollow($u: ID!) { r: unfollow(userId: $u) { id viewerFollow followerCount followingCount } }": typeof types.LegacyUnfollowDocument,
    "query LegacyAccount($u: ID!) { user(id: $u) { ...LegacyPerson firstName lastName location stereotype bio followerCount followingCount } }": typeof types.LegacyAccountDocument,
    "\n      query LegacyNotifications($first: Int, $offset: Int) {\n        me { id }\n        notifications(first: $first, offset: $offset, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n          edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    ": typeof types.LegacyNotificationsDocument,
    "mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }": typeof types.LegacyReadDocument,
    "\n  fragment LegacyPost on Post {\n    id topicId html text createdAt images { url }\n    author { id username profileImageUrl }\n    replyTo { id html deleted images { url } author { id } }\n    replies(first: 3) { ...LegacyPostReply }\n    mySmartTag { userId tagName }\n  }\n": typeof types.LegacyPostFragmentDoc,
    "\n  fragment LegacyPostReply on Post { id topicId html text createdAt images { url } author { id username profileImageUrl } mySmartTag { userId tagName } }\n": typeof types.LegacyPostReplyFragmentDoc,
    "query LegacyGetPost($id: ID!) { post(id: $id) { ...LegacyPost allReplies: replies(first: 50) { ...LegacyPostReply } topic { members { id } } } }": typeof types.LegacyGetPostDocument,
    "\n      query LegacyFeed($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { members { id } }\n        topicFeed(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPost } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyFeedDocument,
    "mutation LegacyDeletePost($id: ID!) { deletePost(id: $id) }": typeof types.LegacyDeletePostDocument,
    "query LegacyPostCount($t: ID!) { topicPostCount(topicId: $t) }": typeof types.LegacyPostCountDocument,
    "fragment LegacyAsset on Resource { id topicId url name addedBy { id } }": typeof types.LegacyAssetFragmentDoc,
    "mutation LegacyAddResource($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { id } }": typeof types.LegacyAddResourceDocument,
    "\n      query LegacyResources($t: ID!, $first: Int, $offset: Int) {\n        topicResources(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyAsset } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyResourcesDocument,
    "mutation LegacyUpdateResource($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ...LegacyAsset } }": typeof types.LegacyUpdateResourceDocument,
    "mutation LegacyDeleteResource($id: ID!) { deleteResource(id: $id) }": typeof types.LegacyDeleteResourceDocument,
    "fragment LegacyTopicHit on TopicSearchHit { topic { id topic } }": typeof types.LegacyTopicHitFragmentDoc,
    "fragment LegacyPersonHit on PersonSearchHit { person { id firstName lastName username } status { status requestId } }": typeof types.LegacyPersonHitFragmentDoc,
    "\n      query LegacyGlobalSearch($q: String!, $n: Int) {\n        searchTopics(query: $q, first: $n) { edges { node { ...LegacyTopicHit } } }\n        searchPeople(query: $q, first: $n) { edges { node { person { id firstName lastName username } } } }\n      }\n    ": typeof types.LegacyGlobalSearchDocument,
    "\n      query LegacyPoolSearch($q: String!, $first: Int, $offset: Int) {\n        searchTopics(query: $q, first: $first, offset: $offset) { edges { node { ...LegacyTopicHit } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyPoolSearchDocument,
    "\n      query LegacyPeopleSearch($q: String!, $t: ID, $first: Int, $offset: Int) {\n        searchPeople(query: $q, topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPersonHit } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyPeopleSearchDocument,
    "mutation LegacySetSmartTag($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { postId topicId tagName } }": typeof types.LegacySetSmartTagDocument,
    "mutation LegacyRemoveSmartTag($p: ID!) { removeSmartTag(postId: $p) { id } }": typeof types.LegacyRemoveSmartTagDocument,
    "\n      query LegacyMySmartTags($t: ID!, $first: Int, $offset: Int) {\n        mySmartTags(topicId: $t, first: $first, offset: $offset) { edges { node { postId topicId tagName createdAt excerpt } } }\n      }\n    ": typeof types.LegacyMySmartTagsDocument,
    "fragment LegacyRequest on TopicRequest { id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id } }": typeof types.LegacyRequestFragmentDoc,
    "mutation LegacyUpdateDecline($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }": typeof types.LegacyUpdateDeclineDocument,
    "mutation LegacyUpdateConfirm($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }": typeof types.LegacyUpdateConfirmDocument,
    "mutation LegacyUpdateCancel($r: ID!) { r: cancelRequest(requestId: $r) { status } }": typeof types.LegacyUpdateCancelDocument,
    "mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }": typeof types.LegacyRequestDocument,
    "mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }": typeof types.LegacyCancelDocument,
    "\n      query LegacyRequestsReceived($first: Int, $offset: Int) {\n        list: requestsReceived(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyRequestsReceivedDocument,
    "\n      query LegacyRequestsSent($first: Int, $offset: Int) {\n        list: requestsSent(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyRequestsSentDocument,
    "mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }": typeof types.LegacyConfirmDocument,
    "mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }": typeof types.LegacyDeclineDocument,
    "mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }": typeof types.LegacyRemoveDocument,
    "mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }": typeof types.LegacyLeaveDocument,
    "mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }": typeof types.LegacyReportDocument,
    "query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } viewerStatus onlineMemberIds } }": typeof types.LegacyTeamDocument,
    "query LegacyPeople($s: String!, $t: ID, $first: Int) { people(search: $s, topicId: $t, first: $first) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }": typeof types.LegacyPeopleDocument,
    "\n      mutation LegacyAddTakeaway($t: ID!, $text: String!, $day: ID) {\n        addTakeaway(topicId: $t, text: $text, timelineEntryId: $day) { id text topicId timelineEntryId author { id } }\n      }\n    ": typeof types.LegacyAddTakeawayDocument,
    "fragment LegacyPostSearchHit on PostSearchHit { postId topicId createdAt highlight { text match } author { id username profileImageUrl } post { html } }": typeof types.LegacyPostSearchHitFragmentDoc,
    "query LegacyTopicSearchSuggestions($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ...LegacyPostSearchHit } }": typeof types.LegacyTopicSearchSuggestionsDocument,
    "\n      query LegacyTopicSearch($t: ID!, $q: String!, $first: Int, $offset: Int) {\n        topicSearch(topicId: $t, query: $q, first: $first, offset: $offset) { edges { node { ...LegacyPostSearchHit } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyTopicSearchDocument,
    "fragment LegacyTopicItem on Topic { id topic yourName squadSize durationDays startDate startTime imageUrl active }": typeof types.LegacyTopicItemFragmentDoc,
    "\n  query LegacyActiveTopics($first: Int, $offset: Int, $search: String) {\n    myActivePools(first: $first, offset: $offset, search: $search) { edges { node { ...LegacyTopicItem endDate owner { id } } } pageInfo { hasNextPage } }\n  }\n": typeof types.LegacyActiveTopicsDocument,
    "\n  query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) {\n    topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n  }\n": typeof types.LegacyBrowseDocument,
    "\n      query LegacyMine($first: Int, $offset: Int, $current: Boolean) {\n        myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n      }\n    ": typeof types.LegacyMineDocument,
    "mutation LegacyDeleteTopic($id: ID!) { deleteTopic(id: $id) }": typeof types.LegacyDeleteTopicDocument,
    "\n      query LegacyTopic($id: ID!) {\n        topic(id: $id) { ...LegacyTopicItem timezone description owner { id username profileImageUrl } members { id profileImageUrl } viewerStatus viewerRequest { id } }\n      }\n    ": typeof types.LegacyTopicDocument,
    "query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }": typeof types.LegacyTopicOwnerDocument,
    "query LegacyCategories { categories { id name } }": typeof types.LegacyCategoriesDocument,
    "query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }": typeof types.LegacyTimelineDocument,
    "mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }": typeof types.LegacyUpdateTimelineDocument,
    "mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }": typeof types.LegacyPublishDocument,
    "fragment LegacyUser on User { id username firstName lastName gender bio location timezone stereotype profileImageUrl email mobile emailVerified status }": typeof types.LegacyUserFragmentDoc,
};
const documents: Documents = {
    "mutation LegacySendOtp($cv: String) { sendVerificationEmail(clientVerifyId: $cv) { verifyId email } }": types.LegacySendOtpDocument,
    "mutation LegacySendResetOtp($who: RecoveryIdentity!, $cv: String) { sendPasswordResetCode(who: $who, clientVerifyId: $cv) { verifyId email } }": types.LegacySendResetOtpDocument,
    "mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }": types.LegacyVerifyOtpDocument,
    "mutation LegacyChangeEmail($email: String!, $cv: String) { changeEmailWithRecentSignIn(email: $email, clientVerifyId: $cv) { verifyId email } }": types.LegacyChangeEmailDocument,
    "mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail verifyId } }": types.LegacyFindByEmailDocument,
    "mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }": types.LegacyFindByMobileDocument,
    "mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }": types.LegacyConfirmOtpDocument,
    "mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }": types.LegacyRecoveryCodeDocument,
    "mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }": types.LegacyResetDocument,
    "mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }": types.LegacyCompleteProfileDocument,
    "mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }": types.LegacyOnboardedDocument,
    "mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }": types.LegacyLoginInfoDocument,
    "mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }": types.LegacyUsersInfoDocument,
    "mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }": types.LegacyAppDownloadDocument,
    "query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }": types.LegacyCheckPasswordDocument,
    "mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }": types.LegacyChangePasswordDocument,
    "mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }": types.LegacyDeactivateDocument,
    "mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ...LegacyUser } }": types.LegacyUsernameDocument,
    "query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }": types.LegacySecurityCodeDocument,
    "mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }": types.LegacyVerifyPinDocument,
    "mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }": types.LegacySetPinDocument,
    "mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }": types.LegacyPhotoDocument,
    "\n  query LegacyProfile {\n    me { ...LegacyUser }\n    notifications(first: 100, unreadOnly: true, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n      edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n    }\n    messageNotifications(first: 100, unreadOnly: true) { edges { node { ...LegacyMessageNotification } } }\n  }\n": types.LegacyProfileDocument,
    "mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }": types.LegacyRegisterDocument,
    "mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }": types.LegacyLoginDocument,
    "mutation LegacyLogout { signOut }": types.LegacyLogoutDocument,
    "query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }": types.LegacyChkUsernameDocument,
    "query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }": types.LegacyChkEmailDocument,
    "query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }": types.LegacyChkMobileDocument,
    "mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ...LegacyUser } }": types.LegacyProfileUpdateDocument,
    "fragment LegacyCallParticipant on CallParticipant { sessionId audio video hand screen user { id username firstName lastName } }": types.LegacyCallParticipantFragmentDoc,
    "query LegacyCallPeerStatus($roomid: ID!) { call(id: $roomid) { id participants { ...LegacyCallParticipant } } }": types.LegacyCallPeerStatusDocument,
    "query LegacyCallChat($roomid: ID!) { callChatMessages(callId: $roomid, first: 200) { id text createdAt author { id } } }": types.LegacyCallChatDocument,
    "query LegacyCallStatus($roomid: ID!) { call(id: $roomid) { id topicId running startedAt endedAt startedBy { id } participants { ...LegacyCallParticipant } } }": types.LegacyCallStatusDocument,
    "fragment LegacyChatMessage on ChatMessage { id conversationId text createdAt sender { id } }": types.LegacyChatMessageFragmentDoc,
    "fragment LegacyMessageNotification on MessageNotification { id text read createdAt conversationId from { ...LegacyUser } }": types.LegacyMessageNotificationFragmentDoc,
    "mutation LegacyReadAllBell { n: markAllNotificationsRead }": types.LegacyReadAllBellDocument,
    "mutation LegacyReadAllMessages { n: markAllMessageNotificationsRead }": types.LegacyReadAllMessagesDocument,
    "\n      query LegacyChatList($first: Int, $offset: Int) {\n        me { id ...LegacyUser }\n        conversations(first: $first, offset: $offset) {\n          edges { node { id unreadCount updatedAt other { ...LegacyUser } lastMessage { ...LegacyChatMessage } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    ": types.LegacyChatListDocument,
    "\n      query LegacyChat($id: ID, $w: ID, $first: Int, $before: String) {\n        conversation(id: $id, withUserId: $w) { id messages(first: $first, before: $before) { edges { node { ...LegacyChatMessage } } pageInfo { hasNextPage endCursor } } }\n      }\n    ": types.LegacyChatDocument,
    "mutation LegacyDeleteChat($id: ID!) { deleteChatMessage(id: $id) }": types.LegacyDeleteChatDocument,
    "mutation LegacyClearChat($c: ID!) { clearConversation(conversationId: $c) { id } }": types.LegacyClearChatDocument,
    "\n      query LegacyMessageNotifications($first: Int, $offset: Int) {\n        messageNotifications(first: $first, offset: $offset) { edges { node { ...LegacyMessageNotification } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyMessageNotificationsDocument,
    "mutation LegacyReadMessageNotification($id: ID!) { markMessageNotificationRead(id: $id) { id } }": types.LegacyReadMessageNotificationDocument,
    "fragment LegacyComment on Comment { id topicId html edited createdAt likeCount replyCount viewerHasLiked author { id username profileImageUrl } viewerCan { interact } }": types.LegacyCommentFragmentDoc,
    "fragment LegacyReply on Reply { id commentId html edited createdAt likeCount viewerHasLiked author { id username profileImageUrl } replyTo { id } }": types.LegacyReplyFragmentDoc,
    "mutation LegacyLikeComment($id: ID!) { r: likeComment(id: $id) { likeCount } }": types.LegacyLikeCommentDocument,
    "mutation LegacyUnlikeComment($id: ID!) { r: unlikeComment(id: $id) { likeCount } }": types.LegacyUnlikeCommentDocument,
    "mutation LegacyLikeReply($id: ID!) { r: likeReply(id: $id) { likeCount } }": types.LegacyLikeReplyDocument,
    "mutation LegacyUnlikeReply($id: ID!) { r: unlikeReply(id: $id) { likeCount } }": types.LegacyUnlikeReplyDocument,
    "mutation LegacyReportComment($id: ID!, $r: Int!) { r: reportComment(id: $id, reason: $r) }": types.LegacyReportCommentDocument,
    "mutation LegacyReportReply($id: ID!, $r: Int!) { r: reportReply(id: $id, reason: $r) }": types.LegacyReportReplyDocument,
    "mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }": types.LegacyAddCommentDocument,
    "\n      query LegacyComments($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ...LegacyComment } } pageInfo { hasNextPage } } }\n      }\n    ": types.LegacyCommentsDocument,
    "query LegacyNotifyComment($c: ID!) { comment(id: $c) { ...LegacyComment topic { owner { id } } } }": types.LegacyNotifyCommentDocument,
    "mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }": types.LegacyEditCommentDocument,
    "mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }": types.LegacyDeleteCommentDocument,
    "mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }": types.LegacyAddReplyDocument,
    "\n      query LegacyReplies($c: ID!, $first: Int, $offset: Int) {\n        comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ...LegacyReply } } pageInfo { hasNextPage } } }\n      }\n    ": types.LegacyRepliesDocument,
    "query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ...LegacyReply } }": types.LegacyNotifyReplyDocument,
    "mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }": types.LegacyEditReplyDocument,
    "mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }": types.LegacyDeleteReplyDocument,
    "fragment LegacyPerson on User { id username profileImageUrl viewerFollow }": types.LegacyPersonFragmentDoc,
    "\n  query LegacyFollowers($u: ID!, $first: Int, $offset: Int) {\n    list: followers(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n": types.LegacyFollowersDocument,
    "\n  query LegacyFollowing($u: ID!, $first: Int, $offset: Int) {\n    list: following(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n": types.LegacyFollowingDocument,
    "mutation LegacyFollow($u: ID!) { r: follow(userId: $u) { id viewerFollow followerCount followingCount } }": types.LegacyFollowDocument,
    "mutation LegacyUnfollow($u: ID!) { r: unfollow(userId: $u) { id viewerFollow followerCount followingCount } }": types.LegacyUnfollowDocument,
    "query LegacyAccount($u: ID!) { user(id: $u) { ...LegacyPerson firstName lastName location stereotype bio followerCount followingCount } }": types.LegacyAccountDocument,
    "\n      query LegacyNotifications($first: Int, $offset: Int) {\n        me { id }\n        notifications(first: $first, offset: $offset, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n          edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    ": types.LegacyNotificationsDocument,
    "mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }": types.LegacyReadDocument,
    "\n  fragment LegacyPost on Post {\n    id topicId html text createdAt images { url }\n    author { id username profileImageUrl }\n    replyTo { id html deleted images { url } author { id } }\n    replies(first: 3) { ...LegacyPostReply }\n    mySmartTag { userId tagName }\n  }\n": types.LegacyPostFragmentDoc,
    "\n  fragment LegacyPostReply on Post { id topicId html text createdAt images { url } author { id username profileImageUrl } mySmartTag { userId tagName } }\n": types.LegacyPostReplyFragmentDoc,
    "query LegacyGetPost($id: ID!) { post(id: $id) { ...LegacyPost allReplies: replies(first: 50) { ...LegacyPostReply } topic { members { id } } } }": types.LegacyGetPostDocument,
    "\n      query LegacyFeed($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { members { id } }\n        topicFeed(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPost } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyFeedDocument,
    "mutation LegacyDeletePost($id: ID!) { deletePost(id: $id) }": types.LegacyDeletePostDocument,
    "query LegacyPostCount($t: ID!) { topicPostCount(topicId: $t) }": types.LegacyPostCountDocument,
    "fragment LegacyAsset on Resource { id topicId url name addedBy { id } }": types.LegacyAssetFragmentDoc,
    "mutation LegacyAddResource($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { id } }": types.LegacyAddResourceDocument,
    "\n      query LegacyResources($t: ID!, $first: Int, $offset: Int) {\n        topicResources(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyAsset } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyResourcesDocument,
    "mutation LegacyUpdateResource($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ...LegacyAsset } }": types.LegacyUpdateResourceDocument,
    "mutation LegacyDeleteResource($id: ID!) { deleteResource(id: $id) }": types.LegacyDeleteResourceDocument,
    "fragment LegacyTopicHit on TopicSearchHit { topic { id topic } }": types.LegacyTopicHitFragmentDoc,
    "fragment LegacyPersonHit on PersonSearchHit { person { id firstName lastName username } status { status requestId } }": types.LegacyPersonHitFragmentDoc,
    "\n      query LegacyGlobalSearch($q: String!, $n: Int) {\n        searchTopics(query: $q, first: $n) { edges { node { ...LegacyTopicHit } } }\n        searchPeople(query: $q, first: $n) { edges { node { person { id firstName lastName username } } } }\n      }\n    ": types.LegacyGlobalSearchDocument,
    "\n      query LegacyPoolSearch($q: String!, $first: Int, $offset: Int) {\n        searchTopics(query: $q, first: $first, offset: $offset) { edges { node { ...LegacyTopicHit } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyPoolSearchDocument,
    "\n      query LegacyPeopleSearch($q: String!, $t: ID, $first: Int, $offset: Int) {\n        searchPeople(query: $q, topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPersonHit } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyPeopleSearchDocument,
    "mutation LegacySetSmartTag($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { postId topicId tagName } }": types.LegacySetSmartTagDocument,
    "mutation LegacyRemoveSmartTag($p: ID!) { removeSmartTag(postId: $p) { id } }": types.LegacyRemoveSmartTagDocument,
    "\n      query LegacyMySmartTags($t: ID!, $first: Int, $offset: Int) {\n        mySmartTags(topicId: $t, first: $first, offset: $offset) { edges { node { postId topicId tagName createdAt excerpt } } }\n      }\n    ": types.LegacyMySmartTagsDocument,
    "fragment LegacyRequest on TopicRequest { id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id } }": types.LegacyRequestFragmentDoc,
    "mutation LegacyUpdateDecline($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }": types.LegacyUpdateDeclineDocument,
    "mutation LegacyUpdateConfirm($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }": types.LegacyUpdateConfirmDocument,
    "mutation LegacyUpdateCancel($r: ID!) { r: cancelRequest(requestId: $r) { status } }": types.LegacyUpdateCancelDocument,
    "mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }": types.LegacyRequestDocument,
    "mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }": types.LegacyCancelDocument,
    "\n      query LegacyRequestsReceived($first: Int, $offset: Int) {\n        list: requestsReceived(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyRequestsReceivedDocument,
    "\n      query LegacyRequestsSent($first: Int, $offset: Int) {\n        list: requestsSent(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyRequestsSentDocument,
    "mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }": types.LegacyConfirmDocument,
    "mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }": types.LegacyDeclineDocument,
    "mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }": types.LegacyRemoveDocument,
    "mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }": types.LegacyLeaveDocument,
    "mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }": types.LegacyReportDocument,
    "query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } viewerStatus onlineMemberIds } }": types.LegacyTeamDocument,
    "query LegacyPeople($s: String!, $t: ID, $first: Int) { people(search: $s, topicId: $t, first: $first) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }": types.LegacyPeopleDocument,
    "\n      mutation LegacyAddTakeaway($t: ID!, $text: String!, $day: ID) {\n        addTakeaway(topicId: $t, text: $text, timelineEntryId: $day) { id text topicId timelineEntryId author { id } }\n      }\n    ": types.LegacyAddTakeawayDocument,
    "fragment LegacyPostSearchHit on PostSearchHit { postId topicId createdAt highlight { text match } author { id username profileImageUrl } post { html } }": types.LegacyPostSearchHitFragmentDoc,
    "query LegacyTopicSearchSuggestions($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ...LegacyPostSearchHit } }": types.LegacyTopicSearchSuggestionsDocument,
    "\n      query LegacyTopicSearch($t: ID!, $q: String!, $first: Int, $offset: Int) {\n        topicSearch(topicId: $t, query: $q, first: $first, offset: $offset) { edges { node { ...LegacyPostSearchHit } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyTopicSearchDocument,
    "fragment LegacyTopicItem on Topic { id topic yourName squadSize durationDays startDate startTime imageUrl active }": types.LegacyTopicItemFragmentDoc,
    "\n  query LegacyActiveTopics($first: Int, $offset: Int, $search: String) {\n    myActivePools(first: $first, offset: $offset, search: $search) { edges { node { ...LegacyTopicItem endDate owner { id } } } pageInfo { hasNextPage } }\n  }\n": types.LegacyActiveTopicsDocument,
    "\n  query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) {\n    topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n  }\n": types.LegacyBrowseDocument,
    "\n      query LegacyMine($first: Int, $offset: Int, $current: Boolean) {\n        myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n      }\n    ": types.LegacyMineDocument,
    "mutation LegacyDeleteTopic($id: ID!) { deleteTopic(id: $id) }": types.LegacyDeleteTopicDocument,
    "\n      query LegacyTopic($id: ID!) {\n        topic(id: $id) { ...LegacyTopicItem timezone description owner { id username profileImageUrl } members { id profileImageUrl } viewerStatus viewerRequest { id } }\n      }\n    ": types.LegacyTopicDocument,
    "query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }": types.LegacyTopicOwnerDocument,
    "query LegacyCategories { categories { id name } }": types.LegacyCategoriesDocument,
    "query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }": types.LegacyTimelineDocument,
    "mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }": types.LegacyUpdateTimelineDocument,
    "mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }": types.LegacyPublishDocument,
    "fragment LegacyUser on User { id username firstName lastName gender bio location timezone stereotype profileImageUrl email mobile emailVerified status }": types.LegacyUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacySendOtp($cv: String) { sendVerificationEmail(clientVerifyId: $cv) { verifyId email } }"): (typeof documents)["mutation LegacySendOtp($cv: String) { sendVerificationEmail(clientVerifyId: $cv) { verifyId email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacySendResetOtp($who: RecoveryIdentity!, $cv: String) { sendPasswordResetCode(who: $who, clientVerifyId: $cv) { verifyId email } }"): (typeof documents)["mutation LegacySendResetOtp($who: RecoveryIdentity!, $cv: String) { sendPasswordResetCode(who: $who, clientVerifyId: $cv) { verifyId email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }"): (typeof documents)["mutation LegacyVerifyOtp($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { email emailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyChangeEmail($email: String!, $cv: String) { changeEmailWithRecentSignIn(email: $email, clientVerifyId: $cv) { verifyId email } }"): (typeof documents)["mutation LegacyChangeEmail($email: String!, $cv: String) { changeEmailWithRecentSignIn(email: $email, clientVerifyId: $cv) { verifyId email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail verifyId } }"): (typeof documents)["mutation LegacyFindByEmail($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail verifyId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }"): (typeof documents)["mutation LegacyFindByMobile($who: RecoveryIdentity!) { findAccountForRecovery(who: $who) { maskedEmail canUseEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }"): (typeof documents)["mutation LegacyConfirmOtp($id: ID!, $code: String!) { verifyPasswordResetCode(verifyId: $id, code: $code) { resetToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }"): (typeof documents)["mutation LegacyRecoveryCode($who: RecoveryIdentity!, $code: String!) { verifyRecoveryCode(who: $who, code: $code) { resetToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }"): (typeof documents)["mutation LegacyReset($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { status newSecurityCode user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }"): (typeof documents)["mutation LegacyCompleteProfile($input: OnboardingProfileInput!) { completeOnboardingProfile(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }"): (typeof documents)["mutation LegacyOnboarded { setOnboardingStep(step: DONE) { onboardingStep } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }"): (typeof documents)["mutation LegacyLoginInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }"): (typeof documents)["mutation LegacyUsersInfo($input: ClientInfoInput!) { recordClientInfo(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }"): (typeof documents)["mutation LegacyAppDownload($input: ClientInfoInput!) { recordAppDownload(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }"): (typeof documents)["query LegacyCheckPassword($p: String!) { checkPassword(password: $p) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }"): (typeof documents)["mutation LegacyChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }"): (typeof documents)["mutation LegacyDeactivate($p: String!) { deactivateAccount(password: $p) { ok } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ...LegacyUser } }"): (typeof documents)["mutation LegacyUsername($u: String!) { updateProfile(input: { username: $u }) { ...LegacyUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }"): (typeof documents)["query LegacySecurityCode($p: String) { securityCode(password: $p) { code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }"): (typeof documents)["mutation LegacyVerifyPin($p: String!) { verifyPin(pin: $p) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }"): (typeof documents)["mutation LegacySetPin($input: SetPinInput!) { setPin(input: $input) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }"): (typeof documents)["mutation LegacyPhoto($file: Upload!) { uploadProfilePicture(file: $file) { profileImageUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyProfile {\n    me { ...LegacyUser }\n    notifications(first: 100, unreadOnly: true, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n      edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n    }\n    messageNotifications(first: 100, unreadOnly: true) { edges { node { ...LegacyMessageNotification } } }\n  }\n"): (typeof documents)["\n  query LegacyProfile {\n    me { ...LegacyUser }\n    notifications(first: 100, unreadOnly: true, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n      edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n    }\n    messageNotifications(first: 100, unreadOnly: true) { edges { node { ...LegacyMessageNotification } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }"): (typeof documents)["mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { user { id } status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }"): (typeof documents)["mutation LegacyLogin($input: SignInInput!) { signIn(input: $input) { user { id } status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLogout { signOut }"): (typeof documents)["mutation LegacyLogout { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }"): (typeof documents)["query LegacyChkUsername($v: String!) { usernameAvailable(username: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }"): (typeof documents)["query LegacyChkEmail($v: String!) { emailAvailable(email: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }"): (typeof documents)["query LegacyChkMobile($v: String!) { mobileAvailable(mobile: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ...LegacyUser } }"): (typeof documents)["mutation LegacyProfileUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { ...LegacyUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyCallParticipant on CallParticipant { sessionId audio video hand screen user { id username firstName lastName } }"): (typeof documents)["fragment LegacyCallParticipant on CallParticipant { sessionId audio video hand screen user { id username firstName lastName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyCallPeerStatus($roomid: ID!) { call(id: $roomid) { id participants { ...LegacyCallParticipant } } }"): (typeof documents)["query LegacyCallPeerStatus($roomid: ID!) { call(id: $roomid) { id participants { ...LegacyCallParticipant } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyCallChat($roomid: ID!) { callChatMessages(callId: $roomid, first: 200) { id text createdAt author { id } } }"): (typeof documents)["query LegacyCallChat($roomid: ID!) { callChatMessages(callId: $roomid, first: 200) { id text createdAt author { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyCallStatus($roomid: ID!) { call(id: $roomid) { id topicId running startedAt endedAt startedBy { id } participants { ...LegacyCallParticipant } } }"): (typeof documents)["query LegacyCallStatus($roomid: ID!) { call(id: $roomid) { id topicId running startedAt endedAt startedBy { id } participants { ...LegacyCallParticipant } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyChatMessage on ChatMessage { id conversationId text createdAt sender { id } }"): (typeof documents)["fragment LegacyChatMessage on ChatMessage { id conversationId text createdAt sender { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyMessageNotification on MessageNotification { id text read createdAt conversationId from { ...LegacyUser } }"): (typeof documents)["fragment LegacyMessageNotification on MessageNotification { id text read createdAt conversationId from { ...LegacyUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReadAllBell { n: markAllNotificationsRead }"): (typeof documents)["mutation LegacyReadAllBell { n: markAllNotificationsRead }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReadAllMessages { n: markAllMessageNotificationsRead }"): (typeof documents)["mutation LegacyReadAllMessages { n: markAllMessageNotificationsRead }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyChatList($first: Int, $offset: Int) {\n        me { id ...LegacyUser }\n        conversations(first: $first, offset: $offset) {\n          edges { node { id unreadCount updatedAt other { ...LegacyUser } lastMessage { ...LegacyChatMessage } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    "): (typeof documents)["\n      query LegacyChatList($first: Int, $offset: Int) {\n        me { id ...LegacyUser }\n        conversations(first: $first, offset: $offset) {\n          edges { node { id unreadCount updatedAt other { ...LegacyUser } lastMessage { ...LegacyChatMessage } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyChat($id: ID, $w: ID, $first: Int, $before: String) {\n        conversation(id: $id, withUserId: $w) { id messages(first: $first, before: $before) { edges { node { ...LegacyChatMessage } } pageInfo { hasNextPage endCursor } } }\n      }\n    "): (typeof documents)["\n      query LegacyChat($id: ID, $w: ID, $first: Int, $before: String) {\n        conversation(id: $id, withUserId: $w) { id messages(first: $first, before: $before) { edges { node { ...LegacyChatMessage } } pageInfo { hasNextPage endCursor } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeleteChat($id: ID!) { deleteChatMessage(id: $id) }"): (typeof documents)["mutation LegacyDeleteChat($id: ID!) { deleteChatMessage(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyClearChat($c: ID!) { clearConversation(conversationId: $c) { id } }"): (typeof documents)["mutation LegacyClearChat($c: ID!) { clearConversation(conversationId: $c) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyMessageNotifications($first: Int, $offset: Int) {\n        messageNotifications(first: $first, offset: $offset) { edges { node { ...LegacyMessageNotification } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyMessageNotifications($first: Int, $offset: Int) {\n        messageNotifications(first: $first, offset: $offset) { edges { node { ...LegacyMessageNotification } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReadMessageNotification($id: ID!) { markMessageNotificationRead(id: $id) { id } }"): (typeof documents)["mutation LegacyReadMessageNotification($id: ID!) { markMessageNotificationRead(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyComment on Comment { id topicId html edited createdAt likeCount replyCount viewerHasLiked author { id username profileImageUrl } viewerCan { interact } }"): (typeof documents)["fragment LegacyComment on Comment { id topicId html edited createdAt likeCount replyCount viewerHasLiked author { id username profileImageUrl } viewerCan { interact } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyReply on Reply { id commentId html edited createdAt likeCount viewerHasLiked author { id username profileImageUrl } replyTo { id } }"): (typeof documents)["fragment LegacyReply on Reply { id commentId html edited createdAt likeCount viewerHasLiked author { id username profileImageUrl } replyTo { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLikeComment($id: ID!) { r: likeComment(id: $id) { likeCount } }"): (typeof documents)["mutation LegacyLikeComment($id: ID!) { r: likeComment(id: $id) { likeCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUnlikeComment($id: ID!) { r: unlikeComment(id: $id) { likeCount } }"): (typeof documents)["mutation LegacyUnlikeComment($id: ID!) { r: unlikeComment(id: $id) { likeCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLikeReply($id: ID!) { r: likeReply(id: $id) { likeCount } }"): (typeof documents)["mutation LegacyLikeReply($id: ID!) { r: likeReply(id: $id) { likeCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUnlikeReply($id: ID!) { r: unlikeReply(id: $id) { likeCount } }"): (typeof documents)["mutation LegacyUnlikeReply($id: ID!) { r: unlikeReply(id: $id) { likeCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReportComment($id: ID!, $r: Int!) { r: reportComment(id: $id, reason: $r) }"): (typeof documents)["mutation LegacyReportComment($id: ID!, $r: Int!) { r: reportComment(id: $id, reason: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReportReply($id: ID!, $r: Int!) { r: reportReply(id: $id, reason: $r) }"): (typeof documents)["mutation LegacyReportReply($id: ID!, $r: Int!) { r: reportReply(id: $id, reason: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }"): (typeof documents)["mutation LegacyAddComment($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyComments($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ...LegacyComment } } pageInfo { hasNextPage } } }\n      }\n    "): (typeof documents)["\n      query LegacyComments($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { owner { id } comments(first: $first, offset: $offset) { edges { node { ...LegacyComment } } pageInfo { hasNextPage } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyNotifyComment($c: ID!) { comment(id: $c) { ...LegacyComment topic { owner { id } } } }"): (typeof documents)["query LegacyNotifyComment($c: ID!) { comment(id: $c) { ...LegacyComment topic { owner { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }"): (typeof documents)["mutation LegacyEditComment($id: ID!, $h: String!) { editComment(id: $id, html: $h) { id html edited } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }"): (typeof documents)["mutation LegacyDeleteComment($id: ID!) { deleteComment(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }"): (typeof documents)["mutation LegacyAddReply($c: ID!, $h: String!, $to: ID) { addReply(commentId: $c, html: $h, replyToId: $to) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyReplies($c: ID!, $first: Int, $offset: Int) {\n        comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ...LegacyReply } } pageInfo { hasNextPage } } }\n      }\n    "): (typeof documents)["\n      query LegacyReplies($c: ID!, $first: Int, $offset: Int) {\n        comment(id: $c) { topic { owner { id } } replies(first: $first, offset: $offset) { edges { node { ...LegacyReply } } pageInfo { hasNextPage } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ...LegacyReply } }"): (typeof documents)["query LegacyNotifyReply($c: ID!, $r: ID!) { comment(id: $c) { id topic { owner { id } } } reply(id: $r) { ...LegacyReply } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }"): (typeof documents)["mutation LegacyEditReply($id: ID!, $h: String!) { editReply(id: $id, html: $h) { id html edited } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }"): (typeof documents)["mutation LegacyDeleteReply($id: ID!) { deleteReply(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyPerson on User { id username profileImageUrl viewerFollow }"): (typeof documents)["fragment LegacyPerson on User { id username profileImageUrl viewerFollow }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyFollowers($u: ID!, $first: Int, $offset: Int) {\n    list: followers(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query LegacyFollowers($u: ID!, $first: Int, $offset: Int) {\n    list: followers(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyFollowing($u: ID!, $first: Int, $offset: Int) {\n    list: following(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query LegacyFollowing($u: ID!, $first: Int, $offset: Int) {\n    list: following(userId: $u, first: $first, offset: $offset) { edges { node { ...LegacyPerson } } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyFollow($u: ID!) { r: follow(userId: $u) { id viewerFollow followerCount followingCount } }"): (typeof documents)["mutation LegacyFollow($u: ID!) { r: follow(userId: $u) { id viewerFollow followerCount followingCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUnfollow($u: ID!) { r: unfollow(userId: $u) { id viewerFollow followerCount followingCount } }"): (typeof documents)["mutation LegacyUnfollow($u: ID!) { r: unfollow(userId: $u) { id viewerFollow followerCount followingCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyAccount($u: ID!) { user(id: $u) { ...LegacyPerson firstName lastName location stereotype bio followerCount followingCount } }"): (typeof documents)["query LegacyAccount($u: ID!) { user(id: $u) { ...LegacyPerson firstName lastName location stereotype bio followerCount followingCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyNotifications($first: Int, $offset: Int) {\n        me { id }\n        notifications(first: $first, offset: $offset, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n          edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    "): (typeof documents)["\n      query LegacyNotifications($first: Int, $offset: Int) {\n        me { id }\n        notifications(first: $first, offset: $offset, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) {\n          edges { node { id type text read createdAt commentId replyId postId topic { id } actor { id username profileImageUrl } request { id topic { id } candidate { id } } comment { html } reply { html } } }\n          pageInfo { hasNextPage }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }"): (typeof documents)["mutation LegacyRead($id: ID!) { markNotificationRead(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyPost on Post {\n    id topicId html text createdAt images { url }\n    author { id username profileImageUrl }\n    replyTo { id html deleted images { url } author { id } }\n    replies(first: 3) { ...LegacyPostReply }\n    mySmartTag { userId tagName }\n  }\n"): (typeof documents)["\n  fragment LegacyPost on Post {\n    id topicId html text createdAt images { url }\n    author { id username profileImageUrl }\n    replyTo { id html deleted images { url } author { id } }\n    replies(first: 3) { ...LegacyPostReply }\n    mySmartTag { userId tagName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyPostReply on Post { id topicId html text createdAt images { url } author { id username profileImageUrl } mySmartTag { userId tagName } }\n"): (typeof documents)["\n  fragment LegacyPostReply on Post { id topicId html text createdAt images { url } author { id username profileImageUrl } mySmartTag { userId tagName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyGetPost($id: ID!) { post(id: $id) { ...LegacyPost allReplies: replies(first: 50) { ...LegacyPostReply } topic { members { id } } } }"): (typeof documents)["query LegacyGetPost($id: ID!) { post(id: $id) { ...LegacyPost allReplies: replies(first: 50) { ...LegacyPostReply } topic { members { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyFeed($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { members { id } }\n        topicFeed(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPost } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyFeed($t: ID!, $first: Int, $offset: Int) {\n        topic(id: $t) { members { id } }\n        topicFeed(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPost } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeletePost($id: ID!) { deletePost(id: $id) }"): (typeof documents)["mutation LegacyDeletePost($id: ID!) { deletePost(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyPostCount($t: ID!) { topicPostCount(topicId: $t) }"): (typeof documents)["query LegacyPostCount($t: ID!) { topicPostCount(topicId: $t) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyAsset on Resource { id topicId url name addedBy { id } }"): (typeof documents)["fragment LegacyAsset on Resource { id topicId url name addedBy { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyAddResource($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { id } }"): (typeof documents)["mutation LegacyAddResource($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyResources($t: ID!, $first: Int, $offset: Int) {\n        topicResources(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyAsset } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyResources($t: ID!, $first: Int, $offset: Int) {\n        topicResources(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyAsset } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUpdateResource($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ...LegacyAsset } }"): (typeof documents)["mutation LegacyUpdateResource($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ...LegacyAsset } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeleteResource($id: ID!) { deleteResource(id: $id) }"): (typeof documents)["mutation LegacyDeleteResource($id: ID!) { deleteResource(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyTopicHit on TopicSearchHit { topic { id topic } }"): (typeof documents)["fragment LegacyTopicHit on TopicSearchHit { topic { id topic } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyPersonHit on PersonSearchHit { person { id firstName lastName username } status { status requestId } }"): (typeof documents)["fragment LegacyPersonHit on PersonSearchHit { person { id firstName lastName username } status { status requestId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyGlobalSearch($q: String!, $n: Int) {\n        searchTopics(query: $q, first: $n) { edges { node { ...LegacyTopicHit } } }\n        searchPeople(query: $q, first: $n) { edges { node { person { id firstName lastName username } } } }\n      }\n    "): (typeof documents)["\n      query LegacyGlobalSearch($q: String!, $n: Int) {\n        searchTopics(query: $q, first: $n) { edges { node { ...LegacyTopicHit } } }\n        searchPeople(query: $q, first: $n) { edges { node { person { id firstName lastName username } } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyPoolSearch($q: String!, $first: Int, $offset: Int) {\n        searchTopics(query: $q, first: $first, offset: $offset) { edges { node { ...LegacyTopicHit } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyPoolSearch($q: String!, $first: Int, $offset: Int) {\n        searchTopics(query: $q, first: $first, offset: $offset) { edges { node { ...LegacyTopicHit } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyPeopleSearch($q: String!, $t: ID, $first: Int, $offset: Int) {\n        searchPeople(query: $q, topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPersonHit } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyPeopleSearch($q: String!, $t: ID, $first: Int, $offset: Int) {\n        searchPeople(query: $q, topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyPersonHit } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacySetSmartTag($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { postId topicId tagName } }"): (typeof documents)["mutation LegacySetSmartTag($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { postId topicId tagName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRemoveSmartTag($p: ID!) { removeSmartTag(postId: $p) { id } }"): (typeof documents)["mutation LegacyRemoveSmartTag($p: ID!) { removeSmartTag(postId: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyMySmartTags($t: ID!, $first: Int, $offset: Int) {\n        mySmartTags(topicId: $t, first: $first, offset: $offset) { edges { node { postId topicId tagName createdAt excerpt } } }\n      }\n    "): (typeof documents)["\n      query LegacyMySmartTags($t: ID!, $first: Int, $offset: Int) {\n        mySmartTags(topicId: $t, first: $first, offset: $offset) { edges { node { postId topicId tagName createdAt excerpt } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyRequest on TopicRequest { id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id } }"): (typeof documents)["fragment LegacyRequest on TopicRequest { id kind status createdAt topic { id topic } sender { id username profileImageUrl } recipient { id } candidate { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUpdateDecline($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }"): (typeof documents)["mutation LegacyUpdateDecline($r: ID!) { r: declineRequest(requestId: $r) { request { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUpdateConfirm($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }"): (typeof documents)["mutation LegacyUpdateConfirm($r: ID!) { r: confirmRequest(requestId: $r) { request { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUpdateCancel($r: ID!) { r: cancelRequest(requestId: $r) { status } }"): (typeof documents)["mutation LegacyUpdateCancel($r: ID!) { r: cancelRequest(requestId: $r) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }"): (typeof documents)["mutation LegacyRequest($t: ID!, $u: ID) { sendTopicRequest(topicId: $t, userId: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }"): (typeof documents)["mutation LegacyCancel($r: ID!) { cancelRequest(requestId: $r) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyRequestsReceived($first: Int, $offset: Int) {\n        list: requestsReceived(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyRequestsReceived($first: Int, $offset: Int) {\n        list: requestsReceived(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyRequestsSent($first: Int, $offset: Int) {\n        list: requestsSent(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyRequestsSent($first: Int, $offset: Int) {\n        list: requestsSent(first: $first, offset: $offset) { edges { node { ...LegacyRequest } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }"): (typeof documents)["mutation LegacyConfirm($r: ID!) { confirmRequest(requestId: $r) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }"): (typeof documents)["mutation LegacyDecline($r: ID!) { declineRequest(requestId: $r) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }"): (typeof documents)["mutation LegacyRemove($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }"): (typeof documents)["mutation LegacyLeave($t: ID!) { leaveSquad(topicId: $t) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }"): (typeof documents)["mutation LegacyReport($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } viewerStatus onlineMemberIds } }"): (typeof documents)["query LegacyTeam($t: ID!) { topic(id: $t) { owner { id } members { id username profileImageUrl } viewerStatus onlineMemberIds } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyPeople($s: String!, $t: ID, $first: Int) { people(search: $s, topicId: $t, first: $first) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }"): (typeof documents)["query LegacyPeople($s: String!, $t: ID, $first: Int) { people(search: $s, topicId: $t, first: $first) { user { id username firstName lastName profileImageUrl } isMember request { id kind } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LegacyAddTakeaway($t: ID!, $text: String!, $day: ID) {\n        addTakeaway(topicId: $t, text: $text, timelineEntryId: $day) { id text topicId timelineEntryId author { id } }\n      }\n    "): (typeof documents)["\n      mutation LegacyAddTakeaway($t: ID!, $text: String!, $day: ID) {\n        addTakeaway(topicId: $t, text: $text, timelineEntryId: $day) { id text topicId timelineEntryId author { id } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyPostSearchHit on PostSearchHit { postId topicId createdAt highlight { text match } author { id username profileImageUrl } post { html } }"): (typeof documents)["fragment LegacyPostSearchHit on PostSearchHit { postId topicId createdAt highlight { text match } author { id username profileImageUrl } post { html } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyTopicSearchSuggestions($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ...LegacyPostSearchHit } }"): (typeof documents)["query LegacyTopicSearchSuggestions($t: ID!, $q: String!) { topicSearchSuggestions(topicId: $t, query: $q) { ...LegacyPostSearchHit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyTopicSearch($t: ID!, $q: String!, $first: Int, $offset: Int) {\n        topicSearch(topicId: $t, query: $q, first: $first, offset: $offset) { edges { node { ...LegacyPostSearchHit } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyTopicSearch($t: ID!, $q: String!, $first: Int, $offset: Int) {\n        topicSearch(topicId: $t, query: $q, first: $first, offset: $offset) { edges { node { ...LegacyPostSearchHit } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyTopicItem on Topic { id topic yourName squadSize durationDays startDate startTime imageUrl active }"): (typeof documents)["fragment LegacyTopicItem on Topic { id topic yourName squadSize durationDays startDate startTime imageUrl active }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyActiveTopics($first: Int, $offset: Int, $search: String) {\n    myActivePools(first: $first, offset: $offset, search: $search) { edges { node { ...LegacyTopicItem endDate owner { id } } } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query LegacyActiveTopics($first: Int, $offset: Int, $search: String) {\n    myActivePools(first: $first, offset: $offset, search: $search) { edges { node { ...LegacyTopicItem endDate owner { id } } } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) {\n    topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) {\n    topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyMine($first: Int, $offset: Int, $current: Boolean) {\n        myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n      }\n    "): (typeof documents)["\n      query LegacyMine($first: Int, $offset: Int, $current: Boolean) {\n        myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyDeleteTopic($id: ID!) { deleteTopic(id: $id) }"): (typeof documents)["mutation LegacyDeleteTopic($id: ID!) { deleteTopic(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LegacyTopic($id: ID!) {\n        topic(id: $id) { ...LegacyTopicItem timezone description owner { id username profileImageUrl } members { id profileImageUrl } viewerStatus viewerRequest { id } }\n      }\n    "): (typeof documents)["\n      query LegacyTopic($id: ID!) {\n        topic(id: $id) { ...LegacyTopicItem timezone description owner { id username profileImageUrl } members { id profileImageUrl } viewerStatus viewerRequest { id } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }"): (typeof documents)["query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyCategories { categories { id name } }"): (typeof documents)["query LegacyCategories { categories { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }"): (typeof documents)["query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }"): (typeof documents)["mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }"): (typeof documents)["mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyUser on User { id username firstName lastName gender bio location timezone stereotype profileImageUrl email mobile emailVerified status }"): (typeof documents)["fragment LegacyUser on User { id username firstName lastName gender bio location timezone stereotype profileImageUrl email mobile emailVerified status }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;