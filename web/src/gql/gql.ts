/* eslint-disable */
import * as types from './graphql';
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
    "\n  fragment CheckInFields on CheckIn {\n    id\n    topicId\n    day\n    date\n    goal\n    recapStatus\n    recapNote\n    freeze\n    updatedAt\n    user {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.CheckInFieldsFragmentDoc,
    "\n  fragment TopicDayFields on TopicDay {\n    day\n    totalDays\n    date\n    state\n    startsAt\n    serverNow\n  }\n": typeof types.TopicDayFieldsFragmentDoc,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    freezeAvailableThisWeek\n    includesToday\n    firstDay\n  }\n": typeof types.StreakFieldsFragmentDoc,
    "\n  fragment FocusSessionFields on FocusSession {\n    id\n    topicId\n    focusMinutes\n    breakMinutes\n    phase\n    phaseEndsAt\n    round\n    serverNow\n    startedAt\n    startedBy {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n": typeof types.FocusSessionFieldsFragmentDoc,
    "\n  query DayCheckIns($topicId: ID!, $day: Int!) {\n    topic(id: $topicId) {\n      id\n      checkIns(day: $day) {\n        ...CheckInFields\n      }\n    }\n  }\n": typeof types.DayCheckInsDocument,
    "\n  mutation SetCheckInGoal($topicId: ID!, $goal: String!) {\n    setCheckInGoal(topicId: $topicId, goal: $goal) {\n      ...CheckInFields\n    }\n  }\n": typeof types.SetCheckInGoalDocument,
    "\n  mutation RecapCheckIn($topicId: ID!, $status: RecapStatus!, $note: String) {\n    recapCheckIn(topicId: $topicId, status: $status, note: $note) {\n      ...CheckInFields\n    }\n  }\n": typeof types.RecapCheckInDocument,
    "\n  mutation UseStreakFreeze($topicId: ID!, $day: Int!) {\n    useStreakFreeze(topicId: $topicId, day: $day) {\n      ...CheckInFields\n    }\n  }\n": typeof types.UseStreakFreezeDocument,
    "\n  query FocusSession($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n": typeof types.FocusSessionDocument,
    "\n  mutation StartFocusSession($topicId: ID!, $focusMinutes: Int, $breakMinutes: Int) {\n    startFocusSession(topicId: $topicId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) {\n      ...FocusSessionFields\n    }\n  }\n": typeof types.StartFocusSessionDocument,
    "\n  mutation StopFocusSession($topicId: ID!) {\n    stopFocusSession(topicId: $topicId)\n  }\n": typeof types.StopFocusSessionDocument,
    "\n  subscription AccountabilityEvents($topicId: ID!) {\n    accountabilityEvents(topicId: $topicId) {\n      kind\n      topicId\n      checkIn {\n        ...CheckInFields\n      }\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n": typeof types.AccountabilityEventsDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    checkInReminder\n    checkInTime\n    missedDayReminder\n    email\n    timeZone\n  }\n": typeof types.ReminderSettingsFieldsFragmentDoc,
    "\n  query Reminders($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      calendarUrl\n      reminderSettings {\n        ...ReminderSettingsFields\n      }\n    }\n  }\n": typeof types.RemindersDocument,
    "\n  mutation SetReminderSettings($topicId: ID!, $input: ReminderSettingsInput!) {\n    setReminderSettings(topicId: $topicId, input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n": typeof types.SetReminderSettingsDocument,
    "\n  mutation CreateCalendarUrl($topicId: ID!) {\n    createCalendarUrl(topicId: $topicId)\n  }\n": typeof types.CreateCalendarUrlDocument,
    "\n  mutation RevokeCalendarUrl($topicId: ID!) {\n    revokeCalendarUrl(topicId: $topicId)\n  }\n": typeof types.RevokeCalendarUrlDocument,
    "\n  query CatchUp($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      catchUp {\n        day {\n          ...TopicDayFields\n        }\n        since\n        newPosts\n        newTakeaways\n        newResources\n        unreadComments\n        latestPosts {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        latestTakeaways {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        nextCall\n        checkedInToday {\n          id\n        }\n      }\n    }\n  }\n": typeof types.CatchUpDocument,
    "\n  mutation MarkTopicVisited($topicId: ID!, $upTo: DateTimeISO) {\n    markTopicVisited(topicId: $topicId, upTo: $upTo)\n  }\n": typeof types.MarkTopicVisitedDocument,
    "\n  query UserStreaks($userId: ID!) {\n    user(id: $userId) {\n      id\n      streaks {\n        current\n        squadCurrent\n        topic {\n          id\n          topic\n        }\n      }\n    }\n  }\n": typeof types.UserStreaksDocument,
    "\n  query AccountabilityToday($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      memberCount\n      today {\n        ...TopicDayFields\n      }\n      myStreak {\n        ...StreakFields\n      }\n      squadStreak {\n        ...StreakFields\n      }\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n": typeof types.AccountabilityTodayDocument,
    "\n  query TimelineCheckIns($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n": typeof types.TimelineCheckInsDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": typeof types.UsernameAvailableDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": typeof types.EmailAvailableDocument,
    "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n": typeof types.MobileAvailableDocument,
    "\n  mutation FindAccountForRecovery($who: RecoveryIdentity!) {\n    findAccountForRecovery(who: $who) {\n      maskedEmail\n      canUseEmail\n    }\n  }\n": typeof types.FindAccountForRecoveryDocument,
    "\n  mutation SendPasswordResetCode($who: RecoveryIdentity!) {\n    sendPasswordResetCode(who: $who) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": typeof types.SendPasswordResetCodeDocument,
    "\n  mutation VerifyPasswordResetCode($verifyId: ID!, $code: String!) {\n    verifyPasswordResetCode(verifyId: $verifyId, code: $code) {\n      resetToken\n    }\n  }\n": typeof types.VerifyPasswordResetCodeDocument,
    "\n  mutation VerifyRecoveryCode($who: RecoveryIdentity!, $code: String!) {\n    verifyRecoveryCode(who: $who, code: $code) {\n      resetToken\n    }\n  }\n": typeof types.VerifyRecoveryCodeDocument,
    "\n  mutation ResetPassword($resetToken: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(resetToken: $resetToken, password: $password, confirmPassword: $confirmPassword) {\n      message\n      newSecurityCode\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n": typeof types.RestoreAccountDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  fragment CallPerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.CallPersonFragmentDoc,
    "\n  fragment CallParticipantFields on CallParticipant {\n    sessionId\n    audio\n    video\n    hand\n    screen\n    joinedAt\n    user {\n      ...CallPerson\n    }\n  }\n": typeof types.CallParticipantFieldsFragmentDoc,
    "\n  fragment CallFields on Call {\n    id\n    topicId\n    running\n    startedAt\n    viewerIsStarter\n    topic {\n      id\n      topic\n    }\n    startedBy {\n      ...CallPerson\n    }\n    participants {\n      ...CallParticipantFields\n    }\n  }\n": typeof types.CallFieldsFragmentDoc,
    "\n  query ActiveCall($topicId: ID!) {\n    activeCall(topicId: $topicId) {\n      ...CallFields\n    }\n  }\n": typeof types.ActiveCallDocument,
    "\n  query CallEventsStart($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      squadEventId\n    }\n  }\n": typeof types.CallEventsStartDocument,
    "\n  subscription CallEvents($topicId: ID!, $after: ID) {\n    callEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      callId\n      topicId\n      leftReason\n      call {\n        ...CallFields\n      }\n      participant {\n        ...CallParticipantFields\n      }\n      message {\n        ...CallChatMessageFields\n      }\n      user {\n        ...CallPerson\n      }\n    }\n  }\n": typeof types.CallEventsDocument,
    "\n  fragment CallChatMessageFields on CallChatMessage {\n    id\n    callId\n    text\n    createdAt\n    clientId\n    author {\n      ...CallPerson\n    }\n  }\n": typeof types.CallChatMessageFieldsFragmentDoc,
    "\n  subscription CallSignals($callId: ID!, $sessionId: ID!) {\n    callSignals(callId: $callId, sessionId: $sessionId) {\n      fromSessionId\n      toSessionId\n      seq\n      payload\n    }\n  }\n": typeof types.CallSignalsDocument,
    "\n  query RingingCalls {\n    ringingCalls {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        startedAt\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n": typeof types.RingingCallsDocument,
    "\n  query IncomingCallStart {\n    incomingCallEventId\n  }\n": typeof types.IncomingCallStartDocument,
    "\n  subscription IncomingCalls($after: ID) {\n    incomingCalls(after: $after) {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n": typeof types.IncomingCallsDocument,
    "\n  mutation StartCall($topicId: ID!, $sessionId: ID!) {\n    startCall(topicId: $topicId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n": typeof types.StartCallDocument,
    "\n  mutation JoinCall($callId: ID!, $sessionId: ID!) {\n    joinCall(callId: $callId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n": typeof types.JoinCallDocument,
    "\n  mutation LeaveCall($callId: ID!, $sessionId: ID!) {\n    leaveCall(callId: $callId, sessionId: $sessionId)\n  }\n": typeof types.LeaveCallDocument,
    "\n  mutation StopCall($callId: ID!) {\n    stopCall(callId: $callId)\n  }\n": typeof types.StopCallDocument,
    "\n  mutation DeclineCall($callId: ID!) {\n    declineCall(callId: $callId)\n  }\n": typeof types.DeclineCallDocument,
    "\n  mutation SetCallMedia($callId: ID!, $sessionId: ID!, $audio: Boolean, $video: Boolean, $hand: Boolean, $screen: Boolean) {\n    setCallMedia(callId: $callId, sessionId: $sessionId, audio: $audio, video: $video, hand: $hand, screen: $screen) {\n      ...CallParticipantFields\n    }\n  }\n": typeof types.SetCallMediaDocument,
    "\n  mutation SendCallSignals($callId: ID!, $fromSessionId: ID!, $signals: [CallSignalInput!]!) {\n    sendCallSignals(callId: $callId, fromSessionId: $fromSessionId, signals: $signals)\n  }\n": typeof types.SendCallSignalsDocument,
    "\n  query CallChatMessages($callId: ID!) {\n    callChatMessages(callId: $callId, first: 100) {\n      ...CallChatMessageFields\n    }\n  }\n": typeof types.CallChatMessagesDocument,
    "\n  mutation SendCallChatMessage($callId: ID!, $text: String!, $clientId: String!) {\n    sendCallChatMessage(callId: $callId, text: $text, clientId: $clientId) {\n      ...CallChatMessageFields\n    }\n  }\n": typeof types.SendCallChatMessageDocument,
    "\n  fragment ChatPersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.ChatPersonFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    clientId\n    conversationId\n    text\n    createdAt\n    mine\n    sender {\n      ...ChatPersonFields\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationFields on Conversation {\n    id\n    unreadCount\n    updatedAt\n    other {\n      ...ChatPersonFields\n    }\n    lastMessage {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ConversationFieldsFragmentDoc,
    "\n  fragment MessageNotificationFields on MessageNotification {\n    id\n    text\n    read\n    createdAt\n    conversationId\n    messageId\n    from {\n      ...ChatPersonFields\n    }\n  }\n": typeof types.MessageNotificationFieldsFragmentDoc,
    "\n  query ChatStart {\n    unreadMessageCount\n    lastChatEventId\n  }\n": typeof types.ChatStartDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query ConversationWith($userId: ID!) {\n    conversation(withUserId: $userId) {\n      ...ConversationFields\n    }\n    user(id: $userId) {\n      ...ChatPersonFields\n    }\n  }\n": typeof types.ConversationWithDocument,
    "\n  query ChatMessages($conversationId: ID!, $first: Int, $before: String) {\n    chatMessages(conversationId: $conversationId, first: $first, before: $before) {\n      edges {\n        cursor\n        node {\n          ...ChatMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  query MessageNotifications($first: Int, $after: String) {\n    messageNotifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageNotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessageNotificationsDocument,
    "\n  subscription ChatEvents($after: ID) {\n    chatEvents(after: $after) {\n      id\n      kind\n      conversationId\n      messageId\n      unreadTotal\n      message {\n        ...ChatMessageFields\n      }\n      conversation {\n        ...ConversationFields\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $upToMessageId: ID!) {\n    markConversationRead(conversationId: $conversationId, upToMessageId: $upToMessageId) {\n      ...ConversationFields\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id)\n  }\n": typeof types.DeleteChatMessageDocument,
    "\n  mutation ClearConversation($conversationId: ID!) {\n    clearConversation(conversationId: $conversationId) {\n      ...ConversationFields\n    }\n  }\n": typeof types.ClearConversationDocument,
    "\n  mutation ChatTyping($conversationId: ID!) {\n    chatTyping(conversationId: $conversationId)\n  }\n": typeof types.ChatTypingDocument,
    "\n  mutation MarkMessageNotificationRead($id: ID!) {\n    markMessageNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkMessageNotificationReadDocument,
    "\n  mutation MarkAllMessageNotificationsRead {\n    markAllMessageNotificationsRead\n  }\n": typeof types.MarkAllMessageNotificationsReadDocument,
    "\n  query ChatPeopleSearch($query: String!) {\n    searchPeople(query: $query, first: 8) {\n      edges {\n        cursor\n        node {\n          person {\n            ...ChatPersonFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChatPeopleSearchDocument,
    "\n  fragment CommentAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.CommentAuthorFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    topicId\n    html\n    edited\n    createdAt\n    likeCount\n    replyCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    parentId\n    html\n    edited\n    createdAt\n    likeCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    replyTo {\n      id\n      username\n      firstName\n      lastName\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n": typeof types.ReplyFieldsFragmentDoc,
    "\n  query TopicComments($topicId: ID!, $first: Int, $after: String) {\n    topic(id: $topicId) {\n      id\n      commentEventId\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.TopicCommentsDocument,
    "\n  query CommentReplies($commentId: ID!, $first: Int, $after: String) {\n    comment(id: $commentId) {\n      id\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ReplyFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.CommentRepliesDocument,
    "\n  query NotifiedComment($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n": typeof types.NotifiedCommentDocument,
    "\n  mutation AddComment($topicId: ID!, $html: String!) {\n    addComment(topicId: $topicId, html: $html) {\n      ...CommentFields\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  subscription CommentEvents($topicId: ID!, $after: ID) {\n    commentEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.CommentEventsDocument,
    "\n  mutation EditComment($id: ID!, $html: String!) {\n    editComment(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  mutation ReportComment($id: ID!, $reason: Int!) {\n    reportComment(id: $id, reason: $reason)\n  }\n": typeof types.ReportCommentDocument,
    "\n  mutation AddReply($commentId: ID!, $html: String!, $replyToId: ID) {\n    addReply(commentId: $commentId, html: $html, replyToId: $replyToId) {\n      ...ReplyFields\n    }\n  }\n": typeof types.AddReplyDocument,
    "\n  mutation EditReply($id: ID!, $html: String!) {\n    editReply(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n": typeof types.EditReplyDocument,
    "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id)\n  }\n": typeof types.DeleteReplyDocument,
    "\n  mutation LikeReply($id: ID!) {\n    likeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.LikeReplyDocument,
    "\n  mutation UnlikeReply($id: ID!) {\n    unlikeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.UnlikeReplyDocument,
    "\n  mutation ReportReply($id: ID!, $reason: Int!) {\n    reportReply(id: $id, reason: $reason)\n  }\n": typeof types.ReportReplyDocument,
    "\n  fragment PostAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.PostAuthorFieldsFragmentDoc,
    "\n  fragment PostReplyFields on Post {\n    id\n    topicId\n    html\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n": typeof types.PostReplyFieldsFragmentDoc,
    "\n  fragment PostFields on Post {\n    id\n    topicId\n    html\n    text\n    createdAt\n    replyCount\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    replyTo {\n      id\n      html\n      deleted\n      replyCount\n      images {\n        url\n        width\n        height\n      }\n      author {\n        ...PostAuthorFields\n      }\n    }\n    replies(first: 3) {\n      ...PostReplyFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  query PostPreview($id: ID!) {\n    post(id: $id) {\n      ...PostFields\n      feedEventId\n      allReplies: replies(first: 50) {\n        ...PostReplyFields\n      }\n    }\n  }\n": typeof types.PostPreviewDocument,
    "\n  mutation CreatePost($topicId: ID!, $html: String, $clientId: String, $replyToId: ID, $images: [Upload!]) {\n    createPost(topicId: $topicId, html: $html, clientId: $clientId, replyToId: $replyToId, images: $images) {\n      ...PostFields\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  subscription TopicPostEvents($topicId: ID!, $after: ID) {\n    topicPostEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      postId\n      post {\n        ...PostFields\n      }\n    }\n  }\n": typeof types.TopicPostEventsDocument,
    "\n  mutation MarkFeedRead($topicId: ID!, $upToPostId: ID!) {\n    markFeedRead(topicId: $topicId, upToPostId: $upToPostId) {\n      id\n      unreadPostCount\n    }\n  }\n": typeof types.MarkFeedReadDocument,
    "\n  query TopicFeed($topicId: ID!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, first: $first, after: $after) {\n      lastEventId\n      edges {\n        cursor\n        node {\n          ...PostFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TopicFeedDocument,
    "\n  query TopicPostCount($topicId: ID!) {\n    topicPostCount(topicId: $topicId)\n  }\n": typeof types.TopicPostCountDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    text\n    read\n    createdAt\n    requestId\n    commentId\n    replyId\n    postId\n    actor {\n      id\n      username\n      profileImageUrl\n    }\n    topic {\n      id\n      topic\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query NotificationBell {\n    notificationBell {\n      unreadCount\n      lastEventId\n    }\n  }\n": typeof types.NotificationBellDocument,
    "\n  subscription NotificationEvents($after: ID) {\n    notificationEvents(after: $after) {\n      id\n      kind\n      readIds\n      unreadCount\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationEventsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationsPage($first: Int, $after: String, $unreadOnly: Boolean) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation SetOnboardingStep($step: OnboardingStep!) {\n    setOnboardingStep(step: $step) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SetOnboardingStepDocument,
    "\n  mutation CompleteOnboardingProfile($input: OnboardingProfileInput!) {\n    completeOnboardingProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.CompleteOnboardingProfileDocument,
    "\n  query OnboardingSecurityCode {\n    securityCode {\n      userId\n      code\n      pdfUrl\n    }\n  }\n": typeof types.OnboardingSecurityCodeDocument,
    "\n  fragment PersonProfileFields on User {\n    id\n    username\n    firstName\n    lastName\n    location\n    stereotype\n    bio\n    profileImageUrl\n    followerCount\n    followingCount\n    viewerFollow\n  }\n": typeof types.PersonProfileFieldsFragmentDoc,
    "\n  fragment PersonRowFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n    viewerFollow\n  }\n": typeof types.PersonRowFieldsFragmentDoc,
    "\n  query PersonProfile($id: ID!) {\n    user(id: $id) {\n      ...PersonProfileFields\n    }\n  }\n": typeof types.PersonProfileDocument,
    "\n  query PersonFollowers($userId: ID!, $first: Int, $after: String) {\n    followers(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PersonFollowersDocument,
    "\n  query PersonFollowing($userId: ID!, $first: Int, $after: String) {\n    following(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PersonFollowingDocument,
    "\n  mutation FollowPerson($userId: ID!) {\n    follow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n": typeof types.FollowPersonDocument,
    "\n  mutation UnfollowPerson($userId: ID!) {\n    unfollow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n": typeof types.UnfollowPersonDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadProfilePicture($file: Upload!) {\n    uploadProfilePicture(file: $file) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UploadProfilePictureDocument,
    "\n  mutation PublishTopic($input: PublishTopicInput!, $image: Upload) {\n    publishTopic(input: $input, image: $image) {\n      id\n      topic\n    }\n  }\n": typeof types.PublishTopicDocument,
    "\n  fragment RequestFields on TopicRequest {\n    id\n    kind\n    status\n    createdAt\n    topic {\n      id\n      topic\n    }\n    sender {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    recipient {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    candidate {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.RequestFieldsFragmentDoc,
    "\n  query RequestsReceived($first: Int, $after: String) {\n    requestsReceived(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RequestsReceivedDocument,
    "\n  query RequestsSent($first: Int, $after: String) {\n    requestsSent(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RequestsSentDocument,
    "\n  fragment ResourceFields on Resource {\n    id\n    url\n    name\n    viewerCanEdit\n    viewerCanDelete\n    addedBy {\n      id\n      username\n    }\n  }\n": typeof types.ResourceFieldsFragmentDoc,
    "\n  query TopicResources($topicId: ID!, $first: Int, $after: String) {\n    topicResources(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ResourceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TopicResourcesDocument,
    "\n  mutation AddResource($topicId: ID!, $url: String!, $name: String!, $clientId: String) {\n    addResource(topicId: $topicId, url: $url, name: $name, clientId: $clientId) {\n      ...ResourceFields\n    }\n  }\n": typeof types.AddResourceDocument,
    "\n  mutation UpdateResource($id: ID!, $url: String!, $name: String!) {\n    updateResource(id: $id, url: $url, name: $name) {\n      ...ResourceFields\n    }\n  }\n": typeof types.UpdateResourceDocument,
    "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n": typeof types.DeleteResourceDocument,
    "\n  fragment TopicHitFields on TopicSearchHit {\n    exact\n    title {\n      text\n      match\n    }\n    topic {\n      id\n      topic\n      description\n      imageUrl\n      startDate\n      startsAt\n      timezone\n      isFull\n    }\n  }\n": typeof types.TopicHitFieldsFragmentDoc,
    "\n  fragment PersonHitFields on PersonSearchHit {\n    exact\n    name {\n      text\n      match\n    }\n    username {\n      text\n      match\n    }\n    person {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.PersonHitFieldsFragmentDoc,
    "\n  query GlobalSearch($query: String!) {\n    searchTopics(query: $query, first: 4) {\n      edges {\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    searchPeople(query: $query, first: 4) {\n      edges {\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  query SearchTopics($query: String!, $first: Int, $after: String) {\n    searchTopics(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SearchTopicsDocument,
    "\n  query SearchPeople($query: String!, $first: Int, $after: String) {\n    searchPeople(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SearchPeopleDocument,
    "\n  query SettingsUsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": typeof types.SettingsUsernameAvailableDocument,
    "\n  query SettingsEmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": typeof types.SettingsEmailAvailableDocument,
    "\n  mutation UpdateUsername($username: String!) {\n    updateProfile(input: { username: $username }) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateUsernameDocument,
    "\n  query SettingsSecurityCode($password: String!) {\n    securityCode(password: $password) {\n      userId\n      code\n      pdfUrl\n    }\n  }\n": typeof types.SettingsSecurityCodeDocument,
    "\n  mutation DeactivateAccount($password: String!) {\n    deactivateAccount(password: $password) {\n      ok\n      message\n    }\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation ChangeMobile($mobile: String!, $currentPassword: String!) {\n    changeMobile(mobile: $mobile, currentPassword: $currentPassword) {\n      ...ViewerFields\n    }\n  }\n": typeof types.ChangeMobileDocument,
    "\n  query SquadDigest {\n    squadDigest {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n": typeof types.SquadDigestDocument,
    "\n  mutation SetSquadDigest($frequency: DigestFrequency!) {\n    setSquadDigest(frequency: $frequency) {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n": typeof types.SetSquadDigestDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n    pushSubscriptionCount\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferencesType {\n    kinds {\n      kind\n      inApp\n      email\n      push\n    }\n    quietStart\n    quietEnd\n    timeZone\n  }\n": typeof types.NotificationPreferencesFieldsFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  query CheckPassword($password: String!) {\n    checkPassword(password: $password)\n  }\n": typeof types.CheckPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation VerifyPin($pin: String!) {\n    verifyPin(pin: $pin) {\n      ok\n      message\n    }\n  }\n": typeof types.VerifyPinDocument,
    "\n  mutation SetPin($input: SetPinInput!) {\n    setPin(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.SetPinDocument,
    "\n  mutation UnlockPin($password: String!) {\n    unlockPin(password: $password) {\n      ok\n      message\n    }\n  }\n": typeof types.UnlockPinDocument,
    "\n  query PinStatus {\n    me {\n      id\n      hasPin\n    }\n  }\n": typeof types.PinStatusDocument,
    "\n  fragment SmartTagFields on SmartTag {\n    id\n    tagName\n    postId\n    topicId\n  }\n": typeof types.SmartTagFieldsFragmentDoc,
    "\n  query MySmartTags($topicId: ID!, $first: Int, $after: String) {\n    mySmartTags(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...SmartTagFields\n          createdAt\n          excerpt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MySmartTagsDocument,
    "\n  query MySmartTagOnPost($postId: ID!) {\n    mySmartTag(postId: $postId) {\n      ...SmartTagFields\n    }\n  }\n": typeof types.MySmartTagOnPostDocument,
    "\n  mutation SetSmartTag($postId: ID!, $tagName: String!) {\n    setSmartTag(postId: $postId, tagName: $tagName) {\n      ...SmartTagFields\n      createdAt\n      excerpt\n      post {\n        id\n        mySmartTag {\n          ...SmartTagFields\n        }\n      }\n    }\n  }\n": typeof types.SetSmartTagDocument,
    "\n  mutation RemoveSmartTag($postId: ID!) {\n    removeSmartTag(postId: $postId) {\n      id\n      mySmartTag {\n        id\n      }\n    }\n  }\n": typeof types.RemoveSmartTagDocument,
    "\n  fragment PostSearchHitFields on PostSearchHit {\n    postId\n    topicId\n    createdAt\n    exact\n    highlight {\n      text\n      match\n    }\n    author {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.PostSearchHitFieldsFragmentDoc,
    "\n  query TopicSearchSuggestions($topicId: ID!, $query: String!) {\n    topicSearchSuggestions(topicId: $topicId, query: $query) {\n      ...PostSearchHitFields\n    }\n  }\n": typeof types.TopicSearchSuggestionsDocument,
    "\n  query TopicSearch($topicId: ID!, $query: String!, $first: Int, $after: String) {\n    topicSearch(topicId: $topicId, query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostSearchHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TopicSearchDocument,
    "\n  query TopicAssetSearch($topicId: ID!, $query: String!) {\n    topicAssetSearch(topicId: $topicId, query: $query) {\n      kind\n      itemId\n      url\n      day\n      createdAt\n      highlight {\n        text\n        match\n      }\n      author {\n        id\n        username\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n": typeof types.TopicAssetSearchDocument,
    "\n  query TimelineTab($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n      takeaways {\n        ...TakeawayFields\n      }\n    }\n  }\n": typeof types.TimelineTabDocument,
    "\n  fragment TakeawayFields on Takeaway {\n    id\n    text\n    updatedAt\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      username\n      profileImageUrl\n    }\n  }\n": typeof types.TakeawayFieldsFragmentDoc,
    "\n  mutation AddTakeaway($topicId: ID!, $timelineEntryId: ID, $text: String!) {\n    addTakeaway(topicId: $topicId, timelineEntryId: $timelineEntryId, text: $text) {\n      ...TakeawayFields\n    }\n  }\n": typeof types.AddTakeawayDocument,
    "\n  mutation UpdateTakeaway($id: ID!, $text: String!) {\n    updateTakeaway(id: $id, text: $text) {\n      ...TakeawayFields\n    }\n  }\n": typeof types.UpdateTakeawayDocument,
    "\n  mutation DeleteTakeaway($id: ID!) {\n    deleteTakeaway(id: $id)\n  }\n": typeof types.DeleteTakeawayDocument,
    "\n  fragment TopicCardFields on Topic {\n    id\n    topic\n    yourName\n    squadSize\n    durationDays\n    startDate\n    startTime\n    startsAt\n    timezone\n    imageUrl\n    active\n    memberCount\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.TopicCardFieldsFragmentDoc,
    "\n  fragment PersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  query Topics($first: Int, $after: String, $categoryIds: [ID!]) {\n    topics(first: $first, after: $after, categoryIds: $categoryIds) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TopicsDocument,
    "\n  query MyTopics($first: Int, $after: String) {\n    myTopics(first: $first, after: $after, includeJoined: true) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n          viewerStatus\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyTopicsDocument,
    "\n  query TopicDetail($id: ID!) {\n    topic(id: $id) {\n      ...TopicCardFields\n      description\n      timezone\n      startsAt\n      state\n      memberCount\n      isFull\n      owner {\n        ...PersonFields\n      }\n      members {\n        ...PersonFields\n      }\n      viewerCan {\n        delete\n        viewTimeline\n      }\n      viewerStatus\n      viewerRequest {\n        id\n        kind\n      }\n      onlineMemberIds\n    }\n  }\n": typeof types.TopicDetailDocument,
    "\n  subscription PresenceChanged($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n": typeof types.PresenceChangedDocument,
    "\n  query TopicTimeline($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      yourName\n    }\n    timeline(topicId: $id) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n    }\n  }\n": typeof types.TopicTimelineDocument,
    "\n  mutation UpdateTimelineEntry($id: ID!, $title: String!, $description: String) {\n    updateTimelineEntry(id: $id, title: $title, description: $description) {\n      id\n      title\n      description\n      viewerCanEdit\n    }\n  }\n": typeof types.UpdateTimelineEntryDocument,
    "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n": typeof types.DeleteTopicDocument,
    "\n  mutation RequestToJoin($topicId: ID!) {\n    requestToJoin(topicId: $topicId) {\n      id\n      kind\n      status\n    }\n  }\n": typeof types.RequestToJoinDocument,
    "\n  query People($search: String!, $topicId: ID, $first: Int) {\n    people(search: $search, topicId: $topicId, first: $first) {\n      isMember\n      user {\n        ...PersonFields\n      }\n      request {\n        id\n        kind\n      }\n    }\n  }\n": typeof types.PeopleDocument,
    "\n  mutation InviteToSquad($topicId: ID!, $userId: ID!) {\n    inviteToSquad(topicId: $topicId, userId: $userId) {\n      id\n      kind\n      status\n    }\n  }\n": typeof types.InviteToSquadDocument,
    "\n  mutation RemoveSquadMember($topicId: ID!, $userId: ID!) {\n    removeSquadMember(topicId: $topicId, userId: $userId)\n  }\n": typeof types.RemoveSquadMemberDocument,
    "\n  mutation LeaveSquad($topicId: ID!) {\n    leaveSquad(topicId: $topicId)\n  }\n": typeof types.LeaveSquadDocument,
    "\n  mutation ReportSquadMember($topicId: ID!, $userId: ID!, $reason: Int!) {\n    reportSquadMember(topicId: $topicId, userId: $userId, reason: $reason)\n  }\n": typeof types.ReportSquadMemberDocument,
    "\n  query WorkspaceTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      state\n      currentDay\n      durationDays\n      startsAt\n      timezone\n      squadSize\n      owner {\n        id\n      }\n      members {\n        ...WorkspacePerson\n      }\n      viewerStatus\n      onlineMemberIds\n      squadEventId\n    }\n  }\n": typeof types.WorkspaceTopicDocument,
    "\n  query MyActivePools($after: String, $search: String) {\n    myActivePools(first: 5, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyActivePoolsDocument,
    "\n  fragment WorkspacePerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.WorkspacePersonFragmentDoc,
    "\n  subscription SquadEvents($topicId: ID!, $after: ID) {\n    squadEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      actorId\n      userId\n      subjectId\n      timelineEntryId\n    }\n  }\n": typeof types.SquadEventsDocument,
    "\n  subscription WorkspacePresence($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n": typeof types.WorkspacePresenceDocument,
    "\n  fragment ActivePoolCard on Topic {\n    id\n    topic\n    state\n    currentDay\n    durationDays\n    startsAt\n    timezone\n    squadSize\n    memberCount\n    pendingRequestCount\n    unreadPostCount\n    viewerStatus\n    members {\n      ...WorkspacePerson\n    }\n  }\n": typeof types.ActivePoolCardFragmentDoc,
    "\n  query UserActivePools($userId: ID!, $after: String) {\n    user(id: $userId) {\n      ...WorkspacePerson\n    }\n    userActivePools(userId: $userId, first: 5, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserActivePoolsDocument,
    "\n  query MyTimeline($after: String) {\n    myActivePools(first: 5, after: $after, runningOnly: true) {\n      edges {\n        cursor\n        node {\n          id\n          topic\n          currentDay\n          durationDays\n          todayEntry {\n            id\n            day\n            date\n            title\n            description\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyTimelineDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  mutation RecordClientInfo($input: ClientInfoInput!) {\n    recordClientInfo(input: $input)\n  }\n": typeof types.RecordClientInfoDocument,
    "\n  mutation RecordAppDownload($input: ClientInfoInput!) {\n    recordAppDownload(input: $input)\n  }\n": typeof types.RecordAppDownloadDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation VerifyEmail($verifyId: ID!, $code: String!) {\n    verifyEmail(verifyId: $verifyId, code: $code) {\n      ...ViewerFields\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ChangeEmailWithRecentSignIn($email: String!) {\n    changeEmailWithRecentSignIn(email: $email) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": typeof types.ChangeEmailWithRecentSignInDocument,
    "\n  mutation ConfirmRequest($requestId: ID!) {\n    confirmRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ConfirmRequestDocument,
    "\n  mutation DeclineRequest($requestId: ID!) {\n    declineRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DeclineRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    onboardingStep\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  fragment CheckInFields on CheckIn {\n    id\n    topicId\n    day\n    date\n    goal\n    recapStatus\n    recapNote\n    freeze\n    updatedAt\n    user {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.CheckInFieldsFragmentDoc,
    "\n  fragment TopicDayFields on TopicDay {\n    day\n    totalDays\n    date\n    state\n    startsAt\n    serverNow\n  }\n": types.TopicDayFieldsFragmentDoc,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    freezeAvailableThisWeek\n    includesToday\n    firstDay\n  }\n": types.StreakFieldsFragmentDoc,
    "\n  fragment FocusSessionFields on FocusSession {\n    id\n    topicId\n    focusMinutes\n    breakMinutes\n    phase\n    phaseEndsAt\n    round\n    serverNow\n    startedAt\n    startedBy {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n": types.FocusSessionFieldsFragmentDoc,
    "\n  query DayCheckIns($topicId: ID!, $day: Int!) {\n    topic(id: $topicId) {\n      id\n      checkIns(day: $day) {\n        ...CheckInFields\n      }\n    }\n  }\n": types.DayCheckInsDocument,
    "\n  mutation SetCheckInGoal($topicId: ID!, $goal: String!) {\n    setCheckInGoal(topicId: $topicId, goal: $goal) {\n      ...CheckInFields\n    }\n  }\n": types.SetCheckInGoalDocument,
    "\n  mutation RecapCheckIn($topicId: ID!, $status: RecapStatus!, $note: String) {\n    recapCheckIn(topicId: $topicId, status: $status, note: $note) {\n      ...CheckInFields\n    }\n  }\n": types.RecapCheckInDocument,
    "\n  mutation UseStreakFreeze($topicId: ID!, $day: Int!) {\n    useStreakFreeze(topicId: $topicId, day: $day) {\n      ...CheckInFields\n    }\n  }\n": types.UseStreakFreezeDocument,
    "\n  query FocusSession($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n": types.FocusSessionDocument,
    "\n  mutation StartFocusSession($topicId: ID!, $focusMinutes: Int, $breakMinutes: Int) {\n    startFocusSession(topicId: $topicId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) {\n      ...FocusSessionFields\n    }\n  }\n": types.StartFocusSessionDocument,
    "\n  mutation StopFocusSession($topicId: ID!) {\n    stopFocusSession(topicId: $topicId)\n  }\n": types.StopFocusSessionDocument,
    "\n  subscription AccountabilityEvents($topicId: ID!) {\n    accountabilityEvents(topicId: $topicId) {\n      kind\n      topicId\n      checkIn {\n        ...CheckInFields\n      }\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n": types.AccountabilityEventsDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    checkInReminder\n    checkInTime\n    missedDayReminder\n    email\n    timeZone\n  }\n": types.ReminderSettingsFieldsFragmentDoc,
    "\n  query Reminders($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      calendarUrl\n      reminderSettings {\n        ...ReminderSettingsFields\n      }\n    }\n  }\n": types.RemindersDocument,
    "\n  mutation SetReminderSettings($topicId: ID!, $input: ReminderSettingsInput!) {\n    setReminderSettings(topicId: $topicId, input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n": types.SetReminderSettingsDocument,
    "\n  mutation CreateCalendarUrl($topicId: ID!) {\n    createCalendarUrl(topicId: $topicId)\n  }\n": types.CreateCalendarUrlDocument,
    "\n  mutation RevokeCalendarUrl($topicId: ID!) {\n    revokeCalendarUrl(topicId: $topicId)\n  }\n": types.RevokeCalendarUrlDocument,
    "\n  query CatchUp($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      catchUp {\n        day {\n          ...TopicDayFields\n        }\n        since\n        newPosts\n        newTakeaways\n        newResources\n        unreadComments\n        latestPosts {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        latestTakeaways {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        nextCall\n        checkedInToday {\n          id\n        }\n      }\n    }\n  }\n": types.CatchUpDocument,
    "\n  mutation MarkTopicVisited($topicId: ID!, $upTo: DateTimeISO) {\n    markTopicVisited(topicId: $topicId, upTo: $upTo)\n  }\n": types.MarkTopicVisitedDocument,
    "\n  query UserStreaks($userId: ID!) {\n    user(id: $userId) {\n      id\n      streaks {\n        current\n        squadCurrent\n        topic {\n          id\n          topic\n        }\n      }\n    }\n  }\n": types.UserStreaksDocument,
    "\n  query AccountabilityToday($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      memberCount\n      today {\n        ...TopicDayFields\n      }\n      myStreak {\n        ...StreakFields\n      }\n      squadStreak {\n        ...StreakFields\n      }\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n": types.AccountabilityTodayDocument,
    "\n  query TimelineCheckIns($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n": types.TimelineCheckInsDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": types.UsernameAvailableDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": types.EmailAvailableDocument,
    "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n": types.MobileAvailableDocument,
    "\n  mutation FindAccountForRecovery($who: RecoveryIdentity!) {\n    findAccountForRecovery(who: $who) {\n      maskedEmail\n      canUseEmail\n    }\n  }\n": types.FindAccountForRecoveryDocument,
    "\n  mutation SendPasswordResetCode($who: RecoveryIdentity!) {\n    sendPasswordResetCode(who: $who) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": types.SendPasswordResetCodeDocument,
    "\n  mutation VerifyPasswordResetCode($verifyId: ID!, $code: String!) {\n    verifyPasswordResetCode(verifyId: $verifyId, code: $code) {\n      resetToken\n    }\n  }\n": types.VerifyPasswordResetCodeDocument,
    "\n  mutation VerifyRecoveryCode($who: RecoveryIdentity!, $code: String!) {\n    verifyRecoveryCode(who: $who, code: $code) {\n      resetToken\n    }\n  }\n": types.VerifyRecoveryCodeDocument,
    "\n  mutation ResetPassword($resetToken: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(resetToken: $resetToken, password: $password, confirmPassword: $confirmPassword) {\n      message\n      newSecurityCode\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n": types.RestoreAccountDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  fragment CallPerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.CallPersonFragmentDoc,
    "\n  fragment CallParticipantFields on CallParticipant {\n    sessionId\n    audio\n    video\n    hand\n    screen\n    joinedAt\n    user {\n      ...CallPerson\n    }\n  }\n": types.CallParticipantFieldsFragmentDoc,
    "\n  fragment CallFields on Call {\n    id\n    topicId\n    running\n    startedAt\n    viewerIsStarter\n    topic {\n      id\n      topic\n    }\n    startedBy {\n      ...CallPerson\n    }\n    participants {\n      ...CallParticipantFields\n    }\n  }\n": types.CallFieldsFragmentDoc,
    "\n  query ActiveCall($topicId: ID!) {\n    activeCall(topicId: $topicId) {\n      ...CallFields\n    }\n  }\n": types.ActiveCallDocument,
    "\n  query CallEventsStart($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      squadEventId\n    }\n  }\n": types.CallEventsStartDocument,
    "\n  subscription CallEvents($topicId: ID!, $after: ID) {\n    callEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      callId\n      topicId\n      leftReason\n      call {\n        ...CallFields\n      }\n      participant {\n        ...CallParticipantFields\n      }\n      message {\n        ...CallChatMessageFields\n      }\n      user {\n        ...CallPerson\n      }\n    }\n  }\n": types.CallEventsDocument,
    "\n  fragment CallChatMessageFields on CallChatMessage {\n    id\n    callId\n    text\n    createdAt\n    clientId\n    author {\n      ...CallPerson\n    }\n  }\n": types.CallChatMessageFieldsFragmentDoc,
    "\n  subscription CallSignals($callId: ID!, $sessionId: ID!) {\n    callSignals(callId: $callId, sessionId: $sessionId) {\n      fromSessionId\n      toSessionId\n      seq\n      payload\n    }\n  }\n": types.CallSignalsDocument,
    "\n  query RingingCalls {\n    ringingCalls {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        startedAt\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n": types.RingingCallsDocument,
    "\n  query IncomingCallStart {\n    incomingCallEventId\n  }\n": types.IncomingCallStartDocument,
    "\n  subscription IncomingCalls($after: ID) {\n    incomingCalls(after: $after) {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n": types.IncomingCallsDocument,
    "\n  mutation StartCall($topicId: ID!, $sessionId: ID!) {\n    startCall(topicId: $topicId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n": types.StartCallDocument,
    "\n  mutation JoinCall($callId: ID!, $sessionId: ID!) {\n    joinCall(callId: $callId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n": types.JoinCallDocument,
    "\n  mutation LeaveCall($callId: ID!, $sessionId: ID!) {\n    leaveCall(callId: $callId, sessionId: $sessionId)\n  }\n": types.LeaveCallDocument,
    "\n  mutation StopCall($callId: ID!) {\n    stopCall(callId: $callId)\n  }\n": types.StopCallDocument,
    "\n  mutation DeclineCall($callId: ID!) {\n    declineCall(callId: $callId)\n  }\n": types.DeclineCallDocument,
    "\n  mutation SetCallMedia($callId: ID!, $sessionId: ID!, $audio: Boolean, $video: Boolean, $hand: Boolean, $screen: Boolean) {\n    setCallMedia(callId: $callId, sessionId: $sessionId, audio: $audio, video: $video, hand: $hand, screen: $screen) {\n      ...CallParticipantFields\n    }\n  }\n": types.SetCallMediaDocument,
    "\n  mutation SendCallSignals($callId: ID!, $fromSessionId: ID!, $signals: [CallSignalInput!]!) {\n    sendCallSignals(callId: $callId, fromSessionId: $fromSessionId, signals: $signals)\n  }\n": types.SendCallSignalsDocument,
    "\n  query CallChatMessages($callId: ID!) {\n    callChatMessages(callId: $callId, first: 100) {\n      ...CallChatMessageFields\n    }\n  }\n": types.CallChatMessagesDocument,
    "\n  mutation SendCallChatMessage($callId: ID!, $text: String!, $clientId: String!) {\n    sendCallChatMessage(callId: $callId, text: $text, clientId: $clientId) {\n      ...CallChatMessageFields\n    }\n  }\n": types.SendCallChatMessageDocument,
    "\n  fragment ChatPersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.ChatPersonFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    clientId\n    conversationId\n    text\n    createdAt\n    mine\n    sender {\n      ...ChatPersonFields\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationFields on Conversation {\n    id\n    unreadCount\n    updatedAt\n    other {\n      ...ChatPersonFields\n    }\n    lastMessage {\n      ...ChatMessageFields\n    }\n  }\n": types.ConversationFieldsFragmentDoc,
    "\n  fragment MessageNotificationFields on MessageNotification {\n    id\n    text\n    read\n    createdAt\n    conversationId\n    messageId\n    from {\n      ...ChatPersonFields\n    }\n  }\n": types.MessageNotificationFieldsFragmentDoc,
    "\n  query ChatStart {\n    unreadMessageCount\n    lastChatEventId\n  }\n": types.ChatStartDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConversationsDocument,
    "\n  query ConversationWith($userId: ID!) {\n    conversation(withUserId: $userId) {\n      ...ConversationFields\n    }\n    user(id: $userId) {\n      ...ChatPersonFields\n    }\n  }\n": types.ConversationWithDocument,
    "\n  query ChatMessages($conversationId: ID!, $first: Int, $before: String) {\n    chatMessages(conversationId: $conversationId, first: $first, before: $before) {\n      edges {\n        cursor\n        node {\n          ...ChatMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  query MessageNotifications($first: Int, $after: String) {\n    messageNotifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageNotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessageNotificationsDocument,
    "\n  subscription ChatEvents($after: ID) {\n    chatEvents(after: $after) {\n      id\n      kind\n      conversationId\n      messageId\n      unreadTotal\n      message {\n        ...ChatMessageFields\n      }\n      conversation {\n        ...ConversationFields\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $upToMessageId: ID!) {\n    markConversationRead(conversationId: $conversationId, upToMessageId: $upToMessageId) {\n      ...ConversationFields\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id)\n  }\n": types.DeleteChatMessageDocument,
    "\n  mutation ClearConversation($conversationId: ID!) {\n    clearConversation(conversationId: $conversationId) {\n      ...ConversationFields\n    }\n  }\n": types.ClearConversationDocument,
    "\n  mutation ChatTyping($conversationId: ID!) {\n    chatTyping(conversationId: $conversationId)\n  }\n": types.ChatTypingDocument,
    "\n  mutation MarkMessageNotificationRead($id: ID!) {\n    markMessageNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkMessageNotificationReadDocument,
    "\n  mutation MarkAllMessageNotificationsRead {\n    markAllMessageNotificationsRead\n  }\n": types.MarkAllMessageNotificationsReadDocument,
    "\n  query ChatPeopleSearch($query: String!) {\n    searchPeople(query: $query, first: 8) {\n      edges {\n        cursor\n        node {\n          person {\n            ...ChatPersonFields\n          }\n        }\n      }\n    }\n  }\n": types.ChatPeopleSearchDocument,
    "\n  fragment CommentAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.CommentAuthorFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    topicId\n    html\n    edited\n    createdAt\n    likeCount\n    replyCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    parentId\n    html\n    edited\n    createdAt\n    likeCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    replyTo {\n      id\n      username\n      firstName\n      lastName\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n": types.ReplyFieldsFragmentDoc,
    "\n  query TopicComments($topicId: ID!, $first: Int, $after: String) {\n    topic(id: $topicId) {\n      id\n      commentEventId\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.TopicCommentsDocument,
    "\n  query CommentReplies($commentId: ID!, $first: Int, $after: String) {\n    comment(id: $commentId) {\n      id\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ReplyFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.CommentRepliesDocument,
    "\n  query NotifiedComment($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n": types.NotifiedCommentDocument,
    "\n  mutation AddComment($topicId: ID!, $html: String!) {\n    addComment(topicId: $topicId, html: $html) {\n      ...CommentFields\n    }\n  }\n": types.AddCommentDocument,
    "\n  subscription CommentEvents($topicId: ID!, $after: ID) {\n    commentEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n": types.CommentEventsDocument,
    "\n  mutation EditComment($id: ID!, $html: String!) {\n    editComment(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n": types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  mutation ReportComment($id: ID!, $reason: Int!) {\n    reportComment(id: $id, reason: $reason)\n  }\n": types.ReportCommentDocument,
    "\n  mutation AddReply($commentId: ID!, $html: String!, $replyToId: ID) {\n    addReply(commentId: $commentId, html: $html, replyToId: $replyToId) {\n      ...ReplyFields\n    }\n  }\n": types.AddReplyDocument,
    "\n  mutation EditReply($id: ID!, $html: String!) {\n    editReply(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n": types.EditReplyDocument,
    "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id)\n  }\n": types.DeleteReplyDocument,
    "\n  mutation LikeReply($id: ID!) {\n    likeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.LikeReplyDocument,
    "\n  mutation UnlikeReply($id: ID!) {\n    unlikeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.UnlikeReplyDocument,
    "\n  mutation ReportReply($id: ID!, $reason: Int!) {\n    reportReply(id: $id, reason: $reason)\n  }\n": types.ReportReplyDocument,
    "\n  fragment PostAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.PostAuthorFieldsFragmentDoc,
    "\n  fragment PostReplyFields on Post {\n    id\n    topicId\n    html\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n": types.PostReplyFieldsFragmentDoc,
    "\n  fragment PostFields on Post {\n    id\n    topicId\n    html\n    text\n    createdAt\n    replyCount\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    replyTo {\n      id\n      html\n      deleted\n      replyCount\n      images {\n        url\n        width\n        height\n      }\n      author {\n        ...PostAuthorFields\n      }\n    }\n    replies(first: 3) {\n      ...PostReplyFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n": types.PostFieldsFragmentDoc,
    "\n  query PostPreview($id: ID!) {\n    post(id: $id) {\n      ...PostFields\n      feedEventId\n      allReplies: replies(first: 50) {\n        ...PostReplyFields\n      }\n    }\n  }\n": types.PostPreviewDocument,
    "\n  mutation CreatePost($topicId: ID!, $html: String, $clientId: String, $replyToId: ID, $images: [Upload!]) {\n    createPost(topicId: $topicId, html: $html, clientId: $clientId, replyToId: $replyToId, images: $images) {\n      ...PostFields\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  subscription TopicPostEvents($topicId: ID!, $after: ID) {\n    topicPostEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      postId\n      post {\n        ...PostFields\n      }\n    }\n  }\n": types.TopicPostEventsDocument,
    "\n  mutation MarkFeedRead($topicId: ID!, $upToPostId: ID!) {\n    markFeedRead(topicId: $topicId, upToPostId: $upToPostId) {\n      id\n      unreadPostCount\n    }\n  }\n": types.MarkFeedReadDocument,
    "\n  query TopicFeed($topicId: ID!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, first: $first, after: $after) {\n      lastEventId\n      edges {\n        cursor\n        node {\n          ...PostFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TopicFeedDocument,
    "\n  query TopicPostCount($topicId: ID!) {\n    topicPostCount(topicId: $topicId)\n  }\n": types.TopicPostCountDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    text\n    read\n    createdAt\n    requestId\n    commentId\n    replyId\n    postId\n    actor {\n      id\n      username\n      profileImageUrl\n    }\n    topic {\n      id\n      topic\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query NotificationBell {\n    notificationBell {\n      unreadCount\n      lastEventId\n    }\n  }\n": types.NotificationBellDocument,
    "\n  subscription NotificationEvents($after: ID) {\n    notificationEvents(after: $after) {\n      id\n      kind\n      readIds\n      unreadCount\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationEventsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationsPage($first: Int, $after: String, $unreadOnly: Boolean) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  mutation SetOnboardingStep($step: OnboardingStep!) {\n    setOnboardingStep(step: $step) {\n      ...ViewerFields\n    }\n  }\n": types.SetOnboardingStepDocument,
    "\n  mutation CompleteOnboardingProfile($input: OnboardingProfileInput!) {\n    completeOnboardingProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.CompleteOnboardingProfileDocument,
    "\n  query OnboardingSecurityCode {\n    securityCode {\n      userId\n      code\n      pdfUrl\n    }\n  }\n": types.OnboardingSecurityCodeDocument,
    "\n  fragment PersonProfileFields on User {\n    id\n    username\n    firstName\n    lastName\n    location\n    stereotype\n    bio\n    profileImageUrl\n    followerCount\n    followingCount\n    viewerFollow\n  }\n": types.PersonProfileFieldsFragmentDoc,
    "\n  fragment PersonRowFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n    viewerFollow\n  }\n": types.PersonRowFieldsFragmentDoc,
    "\n  query PersonProfile($id: ID!) {\n    user(id: $id) {\n      ...PersonProfileFields\n    }\n  }\n": types.PersonProfileDocument,
    "\n  query PersonFollowers($userId: ID!, $first: Int, $after: String) {\n    followers(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PersonFollowersDocument,
    "\n  query PersonFollowing($userId: ID!, $first: Int, $after: String) {\n    following(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PersonFollowingDocument,
    "\n  mutation FollowPerson($userId: ID!) {\n    follow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n": types.FollowPersonDocument,
    "\n  mutation UnfollowPerson($userId: ID!) {\n    unfollow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n": types.UnfollowPersonDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadProfilePicture($file: Upload!) {\n    uploadProfilePicture(file: $file) {\n      ...ViewerFields\n    }\n  }\n": types.UploadProfilePictureDocument,
    "\n  mutation PublishTopic($input: PublishTopicInput!, $image: Upload) {\n    publishTopic(input: $input, image: $image) {\n      id\n      topic\n    }\n  }\n": types.PublishTopicDocument,
    "\n  fragment RequestFields on TopicRequest {\n    id\n    kind\n    status\n    createdAt\n    topic {\n      id\n      topic\n    }\n    sender {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    recipient {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    candidate {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.RequestFieldsFragmentDoc,
    "\n  query RequestsReceived($first: Int, $after: String) {\n    requestsReceived(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RequestsReceivedDocument,
    "\n  query RequestsSent($first: Int, $after: String) {\n    requestsSent(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RequestsSentDocument,
    "\n  fragment ResourceFields on Resource {\n    id\n    url\n    name\n    viewerCanEdit\n    viewerCanDelete\n    addedBy {\n      id\n      username\n    }\n  }\n": types.ResourceFieldsFragmentDoc,
    "\n  query TopicResources($topicId: ID!, $first: Int, $after: String) {\n    topicResources(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ResourceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TopicResourcesDocument,
    "\n  mutation AddResource($topicId: ID!, $url: String!, $name: String!, $clientId: String) {\n    addResource(topicId: $topicId, url: $url, name: $name, clientId: $clientId) {\n      ...ResourceFields\n    }\n  }\n": types.AddResourceDocument,
    "\n  mutation UpdateResource($id: ID!, $url: String!, $name: String!) {\n    updateResource(id: $id, url: $url, name: $name) {\n      ...ResourceFields\n    }\n  }\n": types.UpdateResourceDocument,
    "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n": types.DeleteResourceDocument,
    "\n  fragment TopicHitFields on TopicSearchHit {\n    exact\n    title {\n      text\n      match\n    }\n    topic {\n      id\n      topic\n      description\n      imageUrl\n      startDate\n      startsAt\n      timezone\n      isFull\n    }\n  }\n": types.TopicHitFieldsFragmentDoc,
    "\n  fragment PersonHitFields on PersonSearchHit {\n    exact\n    name {\n      text\n      match\n    }\n    username {\n      text\n      match\n    }\n    person {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.PersonHitFieldsFragmentDoc,
    "\n  query GlobalSearch($query: String!) {\n    searchTopics(query: $query, first: 4) {\n      edges {\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    searchPeople(query: $query, first: 4) {\n      edges {\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  query SearchTopics($query: String!, $first: Int, $after: String) {\n    searchTopics(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SearchTopicsDocument,
    "\n  query SearchPeople($query: String!, $first: Int, $after: String) {\n    searchPeople(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SearchPeopleDocument,
    "\n  query SettingsUsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": types.SettingsUsernameAvailableDocument,
    "\n  query SettingsEmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": types.SettingsEmailAvailableDocument,
    "\n  mutation UpdateUsername($username: String!) {\n    updateProfile(input: { username: $username }) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateUsernameDocument,
    "\n  query SettingsSecurityCode($password: String!) {\n    securityCode(password: $password) {\n      userId\n      code\n      pdfUrl\n    }\n  }\n": types.SettingsSecurityCodeDocument,
    "\n  mutation DeactivateAccount($password: String!) {\n    deactivateAccount(password: $password) {\n      ok\n      message\n    }\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation ChangeMobile($mobile: String!, $currentPassword: String!) {\n    changeMobile(mobile: $mobile, currentPassword: $currentPassword) {\n      ...ViewerFields\n    }\n  }\n": types.ChangeMobileDocument,
    "\n  query SquadDigest {\n    squadDigest {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n": types.SquadDigestDocument,
    "\n  mutation SetSquadDigest($frequency: DigestFrequency!) {\n    setSquadDigest(frequency: $frequency) {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n": types.SetSquadDigestDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n    pushSubscriptionCount\n  }\n": types.NotificationPreferencesDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferencesType {\n    kinds {\n      kind\n      inApp\n      email\n      push\n    }\n    quietStart\n    quietEnd\n    timeZone\n  }\n": types.NotificationPreferencesFieldsFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  query CheckPassword($password: String!) {\n    checkPassword(password: $password)\n  }\n": types.CheckPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation VerifyPin($pin: String!) {\n    verifyPin(pin: $pin) {\n      ok\n      message\n    }\n  }\n": types.VerifyPinDocument,
    "\n  mutation SetPin($input: SetPinInput!) {\n    setPin(input: $input) {\n      ok\n      message\n    }\n  }\n": types.SetPinDocument,
    "\n  mutation UnlockPin($password: String!) {\n    unlockPin(password: $password) {\n      ok\n      message\n    }\n  }\n": types.UnlockPinDocument,
    "\n  query PinStatus {\n    me {\n      id\n      hasPin\n    }\n  }\n": types.PinStatusDocument,
    "\n  fragment SmartTagFields on SmartTag {\n    id\n    tagName\n    postId\n    topicId\n  }\n": types.SmartTagFieldsFragmentDoc,
    "\n  query MySmartTags($topicId: ID!, $first: Int, $after: String) {\n    mySmartTags(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...SmartTagFields\n          createdAt\n          excerpt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MySmartTagsDocument,
    "\n  query MySmartTagOnPost($postId: ID!) {\n    mySmartTag(postId: $postId) {\n      ...SmartTagFields\n    }\n  }\n": types.MySmartTagOnPostDocument,
    "\n  mutation SetSmartTag($postId: ID!, $tagName: String!) {\n    setSmartTag(postId: $postId, tagName: $tagName) {\n      ...SmartTagFields\n      createdAt\n      excerpt\n      post {\n        id\n        mySmartTag {\n          ...SmartTagFields\n        }\n      }\n    }\n  }\n": types.SetSmartTagDocument,
    "\n  mutation RemoveSmartTag($postId: ID!) {\n    removeSmartTag(postId: $postId) {\n      id\n      mySmartTag {\n        id\n      }\n    }\n  }\n": types.RemoveSmartTagDocument,
    "\n  fragment PostSearchHitFields on PostSearchHit {\n    postId\n    topicId\n    createdAt\n    exact\n    highlight {\n      text\n      match\n    }\n    author {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.PostSearchHitFieldsFragmentDoc,
    "\n  query TopicSearchSuggestions($topicId: ID!, $query: String!) {\n    topicSearchSuggestions(topicId: $topicId, query: $query) {\n      ...PostSearchHitFields\n    }\n  }\n": types.TopicSearchSuggestionsDocument,
    "\n  query TopicSearch($topicId: ID!, $query: String!, $first: Int, $after: String) {\n    topicSearch(topicId: $topicId, query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostSearchHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TopicSearchDocument,
    "\n  query TopicAssetSearch($topicId: ID!, $query: String!) {\n    topicAssetSearch(topicId: $topicId, query: $query) {\n      kind\n      itemId\n      url\n      day\n      createdAt\n      highlight {\n        text\n        match\n      }\n      author {\n        id\n        username\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n": types.TopicAssetSearchDocument,
    "\n  query TimelineTab($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n      takeaways {\n        ...TakeawayFields\n      }\n    }\n  }\n": types.TimelineTabDocument,
    "\n  fragment TakeawayFields on Takeaway {\n    id\n    text\n    updatedAt\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      username\n      profileImageUrl\n    }\n  }\n": types.TakeawayFieldsFragmentDoc,
    "\n  mutation AddTakeaway($topicId: ID!, $timelineEntryId: ID, $text: String!) {\n    addTakeaway(topicId: $topicId, timelineEntryId: $timelineEntryId, text: $text) {\n      ...TakeawayFields\n    }\n  }\n": types.AddTakeawayDocument,
    "\n  mutation UpdateTakeaway($id: ID!, $text: String!) {\n    updateTakeaway(id: $id, text: $text) {\n      ...TakeawayFields\n    }\n  }\n": types.UpdateTakeawayDocument,
    "\n  mutation DeleteTakeaway($id: ID!) {\n    deleteTakeaway(id: $id)\n  }\n": types.DeleteTakeawayDocument,
    "\n  fragment TopicCardFields on Topic {\n    id\n    topic\n    yourName\n    squadSize\n    durationDays\n    startDate\n    startTime\n    startsAt\n    timezone\n    imageUrl\n    active\n    memberCount\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.TopicCardFieldsFragmentDoc,
    "\n  fragment PersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  query Topics($first: Int, $after: String, $categoryIds: [ID!]) {\n    topics(first: $first, after: $after, categoryIds: $categoryIds) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TopicsDocument,
    "\n  query MyTopics($first: Int, $after: String) {\n    myTopics(first: $first, after: $after, includeJoined: true) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n          viewerStatus\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyTopicsDocument,
    "\n  query TopicDetail($id: ID!) {\n    topic(id: $id) {\n      ...TopicCardFields\n      description\n      timezone\n      startsAt\n      state\n      memberCount\n      isFull\n      owner {\n        ...PersonFields\n      }\n      members {\n        ...PersonFields\n      }\n      viewerCan {\n        delete\n        viewTimeline\n      }\n      viewerStatus\n      viewerRequest {\n        id\n        kind\n      }\n      onlineMemberIds\n    }\n  }\n": types.TopicDetailDocument,
    "\n  subscription PresenceChanged($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n": types.PresenceChangedDocument,
    "\n  query TopicTimeline($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      yourName\n    }\n    timeline(topicId: $id) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n    }\n  }\n": types.TopicTimelineDocument,
    "\n  mutation UpdateTimelineEntry($id: ID!, $title: String!, $description: String) {\n    updateTimelineEntry(id: $id, title: $title, description: $description) {\n      id\n      title\n      description\n      viewerCanEdit\n    }\n  }\n": types.UpdateTimelineEntryDocument,
    "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n": types.DeleteTopicDocument,
    "\n  mutation RequestToJoin($topicId: ID!) {\n    requestToJoin(topicId: $topicId) {\n      id\n      kind\n      status\n    }\n  }\n": types.RequestToJoinDocument,
    "\n  query People($search: String!, $topicId: ID, $first: Int) {\n    people(search: $search, topicId: $topicId, first: $first) {\n      isMember\n      user {\n        ...PersonFields\n      }\n      request {\n        id\n        kind\n      }\n    }\n  }\n": types.PeopleDocument,
    "\n  mutation InviteToSquad($topicId: ID!, $userId: ID!) {\n    inviteToSquad(topicId: $topicId, userId: $userId) {\n      id\n      kind\n      status\n    }\n  }\n": types.InviteToSquadDocument,
    "\n  mutation RemoveSquadMember($topicId: ID!, $userId: ID!) {\n    removeSquadMember(topicId: $topicId, userId: $userId)\n  }\n": types.RemoveSquadMemberDocument,
    "\n  mutation LeaveSquad($topicId: ID!) {\n    leaveSquad(topicId: $topicId)\n  }\n": types.LeaveSquadDocument,
    "\n  mutation ReportSquadMember($topicId: ID!, $userId: ID!, $reason: Int!) {\n    reportSquadMember(topicId: $topicId, userId: $userId, reason: $reason)\n  }\n": types.ReportSquadMemberDocument,
    "\n  query WorkspaceTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      state\n      currentDay\n      durationDays\n      startsAt\n      timezone\n      squadSize\n      owner {\n        id\n      }\n      members {\n        ...WorkspacePerson\n      }\n      viewerStatus\n      onlineMemberIds\n      squadEventId\n    }\n  }\n": types.WorkspaceTopicDocument,
    "\n  query MyActivePools($after: String, $search: String) {\n    myActivePools(first: 5, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyActivePoolsDocument,
    "\n  fragment WorkspacePerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.WorkspacePersonFragmentDoc,
    "\n  subscription SquadEvents($topicId: ID!, $after: ID) {\n    squadEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      actorId\n      userId\n      subjectId\n      timelineEntryId\n    }\n  }\n": types.SquadEventsDocument,
    "\n  subscription WorkspacePresence($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n": types.WorkspacePresenceDocument,
    "\n  fragment ActivePoolCard on Topic {\n    id\n    topic\n    state\n    currentDay\n    durationDays\n    startsAt\n    timezone\n    squadSize\n    memberCount\n    pendingRequestCount\n    unreadPostCount\n    viewerStatus\n    members {\n      ...WorkspacePerson\n    }\n  }\n": types.ActivePoolCardFragmentDoc,
    "\n  query UserActivePools($userId: ID!, $after: String) {\n    user(id: $userId) {\n      ...WorkspacePerson\n    }\n    userActivePools(userId: $userId, first: 5, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserActivePoolsDocument,
    "\n  query MyTimeline($after: String) {\n    myActivePools(first: 5, after: $after, runningOnly: true) {\n      edges {\n        cursor\n        node {\n          id\n          topic\n          currentDay\n          durationDays\n          todayEntry {\n            id\n            day\n            date\n            title\n            description\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyTimelineDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n    }\n  }\n": types.CategoriesDocument,
    "\n  mutation RecordClientInfo($input: ClientInfoInput!) {\n    recordClientInfo(input: $input)\n  }\n": types.RecordClientInfoDocument,
    "\n  mutation RecordAppDownload($input: ClientInfoInput!) {\n    recordAppDownload(input: $input)\n  }\n": types.RecordAppDownloadDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": types.SendVerificationEmailDocument,
    "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation VerifyEmail($verifyId: ID!, $code: String!) {\n    verifyEmail(verifyId: $verifyId, code: $code) {\n      ...ViewerFields\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ChangeEmailWithRecentSignIn($email: String!) {\n    changeEmailWithRecentSignIn(email: $email) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n": types.ChangeEmailWithRecentSignInDocument,
    "\n  mutation ConfirmRequest($requestId: ID!) {\n    confirmRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n": types.ConfirmRequestDocument,
    "\n  mutation DeclineRequest($requestId: ID!) {\n    declineRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n": types.DeclineRequestDocument,
    "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n": types.CancelRequestDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    onboardingStep\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
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
export function graphql(source: "\n  fragment CheckInFields on CheckIn {\n    id\n    topicId\n    day\n    date\n    goal\n    recapStatus\n    recapNote\n    freeze\n    updatedAt\n    user {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CheckInFields on CheckIn {\n    id\n    topicId\n    day\n    date\n    goal\n    recapStatus\n    recapNote\n    freeze\n    updatedAt\n    user {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicDayFields on TopicDay {\n    day\n    totalDays\n    date\n    state\n    startsAt\n    serverNow\n  }\n"): (typeof documents)["\n  fragment TopicDayFields on TopicDay {\n    day\n    totalDays\n    date\n    state\n    startsAt\n    serverNow\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StreakFields on Streak {\n    current\n    best\n    freezeAvailableThisWeek\n    includesToday\n    firstDay\n  }\n"): (typeof documents)["\n  fragment StreakFields on Streak {\n    current\n    best\n    freezeAvailableThisWeek\n    includesToday\n    firstDay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FocusSessionFields on FocusSession {\n    id\n    topicId\n    focusMinutes\n    breakMinutes\n    phase\n    phaseEndsAt\n    round\n    serverNow\n    startedAt\n    startedBy {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment FocusSessionFields on FocusSession {\n    id\n    topicId\n    focusMinutes\n    breakMinutes\n    phase\n    phaseEndsAt\n    round\n    serverNow\n    startedAt\n    startedBy {\n      id\n      username\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayCheckIns($topicId: ID!, $day: Int!) {\n    topic(id: $topicId) {\n      id\n      checkIns(day: $day) {\n        ...CheckInFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayCheckIns($topicId: ID!, $day: Int!) {\n    topic(id: $topicId) {\n      id\n      checkIns(day: $day) {\n        ...CheckInFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckInGoal($topicId: ID!, $goal: String!) {\n    setCheckInGoal(topicId: $topicId, goal: $goal) {\n      ...CheckInFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckInGoal($topicId: ID!, $goal: String!) {\n    setCheckInGoal(topicId: $topicId, goal: $goal) {\n      ...CheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecapCheckIn($topicId: ID!, $status: RecapStatus!, $note: String) {\n    recapCheckIn(topicId: $topicId, status: $status, note: $note) {\n      ...CheckInFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecapCheckIn($topicId: ID!, $status: RecapStatus!, $note: String) {\n    recapCheckIn(topicId: $topicId, status: $status, note: $note) {\n      ...CheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UseStreakFreeze($topicId: ID!, $day: Int!) {\n    useStreakFreeze(topicId: $topicId, day: $day) {\n      ...CheckInFields\n    }\n  }\n"): (typeof documents)["\n  mutation UseStreakFreeze($topicId: ID!, $day: Int!) {\n    useStreakFreeze(topicId: $topicId, day: $day) {\n      ...CheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FocusSession($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FocusSession($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFocusSession($topicId: ID!, $focusMinutes: Int, $breakMinutes: Int) {\n    startFocusSession(topicId: $topicId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) {\n      ...FocusSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartFocusSession($topicId: ID!, $focusMinutes: Int, $breakMinutes: Int) {\n    startFocusSession(topicId: $topicId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) {\n      ...FocusSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopFocusSession($topicId: ID!) {\n    stopFocusSession(topicId: $topicId)\n  }\n"): (typeof documents)["\n  mutation StopFocusSession($topicId: ID!) {\n    stopFocusSession(topicId: $topicId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountabilityEvents($topicId: ID!) {\n    accountabilityEvents(topicId: $topicId) {\n      kind\n      topicId\n      checkIn {\n        ...CheckInFields\n      }\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AccountabilityEvents($topicId: ID!) {\n    accountabilityEvents(topicId: $topicId) {\n      kind\n      topicId\n      checkIn {\n        ...CheckInFields\n      }\n      focusSession {\n        ...FocusSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderSettingsFields on ReminderSettings {\n    checkInReminder\n    checkInTime\n    missedDayReminder\n    email\n    timeZone\n  }\n"): (typeof documents)["\n  fragment ReminderSettingsFields on ReminderSettings {\n    checkInReminder\n    checkInTime\n    missedDayReminder\n    email\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reminders($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      calendarUrl\n      reminderSettings {\n        ...ReminderSettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reminders($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      calendarUrl\n      reminderSettings {\n        ...ReminderSettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminderSettings($topicId: ID!, $input: ReminderSettingsInput!) {\n    setReminderSettings(topicId: $topicId, input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminderSettings($topicId: ID!, $input: ReminderSettingsInput!) {\n    setReminderSettings(topicId: $topicId, input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarUrl($topicId: ID!) {\n    createCalendarUrl(topicId: $topicId)\n  }\n"): (typeof documents)["\n  mutation CreateCalendarUrl($topicId: ID!) {\n    createCalendarUrl(topicId: $topicId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarUrl($topicId: ID!) {\n    revokeCalendarUrl(topicId: $topicId)\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarUrl($topicId: ID!) {\n    revokeCalendarUrl(topicId: $topicId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatchUp($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      catchUp {\n        day {\n          ...TopicDayFields\n        }\n        since\n        newPosts\n        newTakeaways\n        newResources\n        unreadComments\n        latestPosts {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        latestTakeaways {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        nextCall\n        checkedInToday {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatchUp($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      catchUp {\n        day {\n          ...TopicDayFields\n        }\n        since\n        newPosts\n        newTakeaways\n        newResources\n        unreadComments\n        latestPosts {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        latestTakeaways {\n          id\n          text\n          author {\n            id\n            username\n          }\n        }\n        nextCall\n        checkedInToday {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTopicVisited($topicId: ID!, $upTo: DateTimeISO) {\n    markTopicVisited(topicId: $topicId, upTo: $upTo)\n  }\n"): (typeof documents)["\n  mutation MarkTopicVisited($topicId: ID!, $upTo: DateTimeISO) {\n    markTopicVisited(topicId: $topicId, upTo: $upTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStreaks($userId: ID!) {\n    user(id: $userId) {\n      id\n      streaks {\n        current\n        squadCurrent\n        topic {\n          id\n          topic\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserStreaks($userId: ID!) {\n    user(id: $userId) {\n      id\n      streaks {\n        current\n        squadCurrent\n        topic {\n          id\n          topic\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountabilityToday($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      memberCount\n      today {\n        ...TopicDayFields\n      }\n      myStreak {\n        ...StreakFields\n      }\n      squadStreak {\n        ...StreakFields\n      }\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountabilityToday($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      memberCount\n      today {\n        ...TopicDayFields\n      }\n      myStreak {\n        ...StreakFields\n      }\n      squadStreak {\n        ...StreakFields\n      }\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelineCheckIns($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimelineCheckIns($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      checkIns {\n        ...CheckInFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"): (typeof documents)["\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"): (typeof documents)["\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n"): (typeof documents)["\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FindAccountForRecovery($who: RecoveryIdentity!) {\n    findAccountForRecovery(who: $who) {\n      maskedEmail\n      canUseEmail\n    }\n  }\n"): (typeof documents)["\n  mutation FindAccountForRecovery($who: RecoveryIdentity!) {\n    findAccountForRecovery(who: $who) {\n      maskedEmail\n      canUseEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetCode($who: RecoveryIdentity!) {\n    sendPasswordResetCode(who: $who) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetCode($who: RecoveryIdentity!) {\n    sendPasswordResetCode(who: $who) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasswordResetCode($verifyId: ID!, $code: String!) {\n    verifyPasswordResetCode(verifyId: $verifyId, code: $code) {\n      resetToken\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPasswordResetCode($verifyId: ID!, $code: String!) {\n    verifyPasswordResetCode(verifyId: $verifyId, code: $code) {\n      resetToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRecoveryCode($who: RecoveryIdentity!, $code: String!) {\n    verifyRecoveryCode(who: $who, code: $code) {\n      resetToken\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRecoveryCode($who: RecoveryIdentity!, $code: String!) {\n    verifyRecoveryCode(who: $who, code: $code) {\n      resetToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($resetToken: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(resetToken: $resetToken, password: $password, confirmPassword: $confirmPassword) {\n      message\n      newSecurityCode\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($resetToken: String!, $password: String!, $confirmPassword: String!) {\n    resetPassword(resetToken: $resetToken, password: $password, confirmPassword: $confirmPassword) {\n      message\n      newSecurityCode\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallPerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment CallPerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallParticipantFields on CallParticipant {\n    sessionId\n    audio\n    video\n    hand\n    screen\n    joinedAt\n    user {\n      ...CallPerson\n    }\n  }\n"): (typeof documents)["\n  fragment CallParticipantFields on CallParticipant {\n    sessionId\n    audio\n    video\n    hand\n    screen\n    joinedAt\n    user {\n      ...CallPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallFields on Call {\n    id\n    topicId\n    running\n    startedAt\n    viewerIsStarter\n    topic {\n      id\n      topic\n    }\n    startedBy {\n      ...CallPerson\n    }\n    participants {\n      ...CallParticipantFields\n    }\n  }\n"): (typeof documents)["\n  fragment CallFields on Call {\n    id\n    topicId\n    running\n    startedAt\n    viewerIsStarter\n    topic {\n      id\n      topic\n    }\n    startedBy {\n      ...CallPerson\n    }\n    participants {\n      ...CallParticipantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveCall($topicId: ID!) {\n    activeCall(topicId: $topicId) {\n      ...CallFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveCall($topicId: ID!) {\n    activeCall(topicId: $topicId) {\n      ...CallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallEventsStart($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      squadEventId\n    }\n  }\n"): (typeof documents)["\n  query CallEventsStart($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      squadEventId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallEvents($topicId: ID!, $after: ID) {\n    callEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      callId\n      topicId\n      leftReason\n      call {\n        ...CallFields\n      }\n      participant {\n        ...CallParticipantFields\n      }\n      message {\n        ...CallChatMessageFields\n      }\n      user {\n        ...CallPerson\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CallEvents($topicId: ID!, $after: ID) {\n    callEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      callId\n      topicId\n      leftReason\n      call {\n        ...CallFields\n      }\n      participant {\n        ...CallParticipantFields\n      }\n      message {\n        ...CallChatMessageFields\n      }\n      user {\n        ...CallPerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallChatMessageFields on CallChatMessage {\n    id\n    callId\n    text\n    createdAt\n    clientId\n    author {\n      ...CallPerson\n    }\n  }\n"): (typeof documents)["\n  fragment CallChatMessageFields on CallChatMessage {\n    id\n    callId\n    text\n    createdAt\n    clientId\n    author {\n      ...CallPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallSignals($callId: ID!, $sessionId: ID!) {\n    callSignals(callId: $callId, sessionId: $sessionId) {\n      fromSessionId\n      toSessionId\n      seq\n      payload\n    }\n  }\n"): (typeof documents)["\n  subscription CallSignals($callId: ID!, $sessionId: ID!) {\n    callSignals(callId: $callId, sessionId: $sessionId) {\n      fromSessionId\n      toSessionId\n      seq\n      payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RingingCalls {\n    ringingCalls {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        startedAt\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n"): (typeof documents)["\n  query RingingCalls {\n    ringingCalls {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        startedAt\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomingCallStart {\n    incomingCallEventId\n  }\n"): (typeof documents)["\n  query IncomingCallStart {\n    incomingCallEventId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IncomingCalls($after: ID) {\n    incomingCalls(after: $after) {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription IncomingCalls($after: ID) {\n    incomingCalls(after: $after) {\n      id\n      kind\n      call {\n        id\n        topicId\n        running\n        topic {\n          id\n          topic\n        }\n      }\n      caller {\n        ...CallPerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCall($topicId: ID!, $sessionId: ID!) {\n    startCall(topicId: $topicId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartCall($topicId: ID!, $sessionId: ID!) {\n    startCall(topicId: $topicId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCall($callId: ID!, $sessionId: ID!) {\n    joinCall(callId: $callId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCall($callId: ID!, $sessionId: ID!) {\n    joinCall(callId: $callId, sessionId: $sessionId) {\n      sessionId\n      iceServers {\n        urls\n        username\n        credential\n      }\n      call {\n        ...CallFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCall($callId: ID!, $sessionId: ID!) {\n    leaveCall(callId: $callId, sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation LeaveCall($callId: ID!, $sessionId: ID!) {\n    leaveCall(callId: $callId, sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopCall($callId: ID!) {\n    stopCall(callId: $callId)\n  }\n"): (typeof documents)["\n  mutation StopCall($callId: ID!) {\n    stopCall(callId: $callId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCall($callId: ID!) {\n    declineCall(callId: $callId)\n  }\n"): (typeof documents)["\n  mutation DeclineCall($callId: ID!) {\n    declineCall(callId: $callId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCallMedia($callId: ID!, $sessionId: ID!, $audio: Boolean, $video: Boolean, $hand: Boolean, $screen: Boolean) {\n    setCallMedia(callId: $callId, sessionId: $sessionId, audio: $audio, video: $video, hand: $hand, screen: $screen) {\n      ...CallParticipantFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCallMedia($callId: ID!, $sessionId: ID!, $audio: Boolean, $video: Boolean, $hand: Boolean, $screen: Boolean) {\n    setCallMedia(callId: $callId, sessionId: $sessionId, audio: $audio, video: $video, hand: $hand, screen: $screen) {\n      ...CallParticipantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCallSignals($callId: ID!, $fromSessionId: ID!, $signals: [CallSignalInput!]!) {\n    sendCallSignals(callId: $callId, fromSessionId: $fromSessionId, signals: $signals)\n  }\n"): (typeof documents)["\n  mutation SendCallSignals($callId: ID!, $fromSessionId: ID!, $signals: [CallSignalInput!]!) {\n    sendCallSignals(callId: $callId, fromSessionId: $fromSessionId, signals: $signals)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallChatMessages($callId: ID!) {\n    callChatMessages(callId: $callId, first: 100) {\n      ...CallChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  query CallChatMessages($callId: ID!) {\n    callChatMessages(callId: $callId, first: 100) {\n      ...CallChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCallChatMessage($callId: ID!, $text: String!, $clientId: String!) {\n    sendCallChatMessage(callId: $callId, text: $text, clientId: $clientId) {\n      ...CallChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendCallChatMessage($callId: ID!, $text: String!, $clientId: String!) {\n    sendCallChatMessage(callId: $callId, text: $text, clientId: $clientId) {\n      ...CallChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatPersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment ChatPersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    clientId\n    conversationId\n    text\n    createdAt\n    mine\n    sender {\n      ...ChatPersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage {\n    id\n    clientId\n    conversationId\n    text\n    createdAt\n    mine\n    sender {\n      ...ChatPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationFields on Conversation {\n    id\n    unreadCount\n    updatedAt\n    other {\n      ...ChatPersonFields\n    }\n    lastMessage {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationFields on Conversation {\n    id\n    unreadCount\n    updatedAt\n    other {\n      ...ChatPersonFields\n    }\n    lastMessage {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageNotificationFields on MessageNotification {\n    id\n    text\n    read\n    createdAt\n    conversationId\n    messageId\n    from {\n      ...ChatPersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment MessageNotificationFields on MessageNotification {\n    id\n    text\n    read\n    createdAt\n    conversationId\n    messageId\n    from {\n      ...ChatPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatStart {\n    unreadMessageCount\n    lastChatEventId\n  }\n"): (typeof documents)["\n  query ChatStart {\n    unreadMessageCount\n    lastChatEventId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ConversationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationWith($userId: ID!) {\n    conversation(withUserId: $userId) {\n      ...ConversationFields\n    }\n    user(id: $userId) {\n      ...ChatPersonFields\n    }\n  }\n"): (typeof documents)["\n  query ConversationWith($userId: ID!) {\n    conversation(withUserId: $userId) {\n      ...ConversationFields\n    }\n    user(id: $userId) {\n      ...ChatPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($conversationId: ID!, $first: Int, $before: String) {\n    chatMessages(conversationId: $conversationId, first: $first, before: $before) {\n      edges {\n        cursor\n        node {\n          ...ChatMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatMessages($conversationId: ID!, $first: Int, $before: String) {\n    chatMessages(conversationId: $conversationId, first: $first, before: $before) {\n      edges {\n        cursor\n        node {\n          ...ChatMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageNotifications($first: Int, $after: String) {\n    messageNotifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageNotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageNotifications($first: Int, $after: String) {\n    messageNotifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MessageNotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($after: ID) {\n    chatEvents(after: $after) {\n      id\n      kind\n      conversationId\n      messageId\n      unreadTotal\n      message {\n        ...ChatMessageFields\n      }\n      conversation {\n        ...ConversationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatEvents($after: ID) {\n    chatEvents(after: $after) {\n      id\n      kind\n      conversationId\n      messageId\n      unreadTotal\n      message {\n        ...ChatMessageFields\n      }\n      conversation {\n        ...ConversationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!, $upToMessageId: ID!) {\n    markConversationRead(conversationId: $conversationId, upToMessageId: $upToMessageId) {\n      ...ConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!, $upToMessageId: ID!) {\n    markConversationRead(conversationId: $conversationId, upToMessageId: $upToMessageId) {\n      ...ConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearConversation($conversationId: ID!) {\n    clearConversation(conversationId: $conversationId) {\n      ...ConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClearConversation($conversationId: ID!) {\n    clearConversation(conversationId: $conversationId) {\n      ...ConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTyping($conversationId: ID!) {\n    chatTyping(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation ChatTyping($conversationId: ID!) {\n    chatTyping(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageNotificationRead($id: ID!) {\n    markMessageNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageNotificationRead($id: ID!) {\n    markMessageNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllMessageNotificationsRead {\n    markAllMessageNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllMessageNotificationsRead {\n    markAllMessageNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatPeopleSearch($query: String!) {\n    searchPeople(query: $query, first: 8) {\n      edges {\n        cursor\n        node {\n          person {\n            ...ChatPersonFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatPeopleSearch($query: String!) {\n    searchPeople(query: $query, first: 8) {\n      edges {\n        cursor\n        node {\n          person {\n            ...ChatPersonFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment CommentAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    topicId\n    html\n    edited\n    createdAt\n    likeCount\n    replyCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    topicId\n    html\n    edited\n    createdAt\n    likeCount\n    replyCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    parentId\n    html\n    edited\n    createdAt\n    likeCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    replyTo {\n      id\n      username\n      firstName\n      lastName\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n"): (typeof documents)["\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    parentId\n    html\n    edited\n    createdAt\n    likeCount\n    viewerHasLiked\n    author {\n      ...CommentAuthorFields\n    }\n    replyTo {\n      id\n      username\n      firstName\n      lastName\n    }\n    viewerCan {\n      edit\n      delete\n      remove\n      report\n      interact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicComments($topicId: ID!, $first: Int, $after: String) {\n    topic(id: $topicId) {\n      id\n      commentEventId\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicComments($topicId: ID!, $first: Int, $after: String) {\n    topic(id: $topicId) {\n      id\n      commentEventId\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplies($commentId: ID!, $first: Int, $after: String) {\n    comment(id: $commentId) {\n      id\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ReplyFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplies($commentId: ID!, $first: Int, $after: String) {\n    comment(id: $commentId) {\n      id\n      replies(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ReplyFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifiedComment($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  query NotifiedComment($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($topicId: ID!, $html: String!) {\n    addComment(topicId: $topicId, html: $html) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($topicId: ID!, $html: String!) {\n    addComment(topicId: $topicId, html: $html) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentEvents($topicId: ID!, $after: ID) {\n    commentEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommentEvents($topicId: ID!, $after: ID) {\n    commentEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($id: ID!, $html: String!) {\n    editComment(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($id: ID!, $html: String!) {\n    editComment(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation LikeComment($id: ID!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeComment($id: ID!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportComment($id: ID!, $reason: Int!) {\n    reportComment(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportComment($id: ID!, $reason: Int!) {\n    reportComment(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReply($commentId: ID!, $html: String!, $replyToId: ID) {\n    addReply(commentId: $commentId, html: $html, replyToId: $replyToId) {\n      ...ReplyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddReply($commentId: ID!, $html: String!, $replyToId: ID) {\n    addReply(commentId: $commentId, html: $html, replyToId: $replyToId) {\n      ...ReplyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditReply($id: ID!, $html: String!) {\n    editReply(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n"): (typeof documents)["\n  mutation EditReply($id: ID!, $html: String!) {\n    editReply(id: $id, html: $html) {\n      id\n      html\n      edited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeReply($id: ID!) {\n    likeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation LikeReply($id: ID!) {\n    likeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeReply($id: ID!) {\n    unlikeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeReply($id: ID!) {\n    unlikeReply(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportReply($id: ID!, $reason: Int!) {\n    reportReply(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportReply($id: ID!, $reason: Int!) {\n    reportReply(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment PostAuthorFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostReplyFields on Post {\n    id\n    topicId\n    html\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n"): (typeof documents)["\n  fragment PostReplyFields on Post {\n    id\n    topicId\n    html\n    createdAt\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFields on Post {\n    id\n    topicId\n    html\n    text\n    createdAt\n    replyCount\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    replyTo {\n      id\n      html\n      deleted\n      replyCount\n      images {\n        url\n        width\n        height\n      }\n      author {\n        ...PostAuthorFields\n      }\n    }\n    replies(first: 3) {\n      ...PostReplyFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n"): (typeof documents)["\n  fragment PostFields on Post {\n    id\n    topicId\n    html\n    text\n    createdAt\n    replyCount\n    images {\n      url\n      width\n      height\n    }\n    author {\n      ...PostAuthorFields\n    }\n    replyTo {\n      id\n      html\n      deleted\n      replyCount\n      images {\n        url\n        width\n        height\n      }\n      author {\n        ...PostAuthorFields\n      }\n    }\n    replies(first: 3) {\n      ...PostReplyFields\n    }\n    viewerCan {\n      delete\n      reply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPreview($id: ID!) {\n    post(id: $id) {\n      ...PostFields\n      feedEventId\n      allReplies: replies(first: 50) {\n        ...PostReplyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostPreview($id: ID!) {\n    post(id: $id) {\n      ...PostFields\n      feedEventId\n      allReplies: replies(first: 50) {\n        ...PostReplyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($topicId: ID!, $html: String, $clientId: String, $replyToId: ID, $images: [Upload!]) {\n    createPost(topicId: $topicId, html: $html, clientId: $clientId, replyToId: $replyToId, images: $images) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($topicId: ID!, $html: String, $clientId: String, $replyToId: ID, $images: [Upload!]) {\n    createPost(topicId: $topicId, html: $html, clientId: $clientId, replyToId: $replyToId, images: $images) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TopicPostEvents($topicId: ID!, $after: ID) {\n    topicPostEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      postId\n      post {\n        ...PostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TopicPostEvents($topicId: ID!, $after: ID) {\n    topicPostEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      postId\n      post {\n        ...PostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedRead($topicId: ID!, $upToPostId: ID!) {\n    markFeedRead(topicId: $topicId, upToPostId: $upToPostId) {\n      id\n      unreadPostCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFeedRead($topicId: ID!, $upToPostId: ID!) {\n    markFeedRead(topicId: $topicId, upToPostId: $upToPostId) {\n      id\n      unreadPostCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicFeed($topicId: ID!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, first: $first, after: $after) {\n      lastEventId\n      edges {\n        cursor\n        node {\n          ...PostFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicFeed($topicId: ID!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, first: $first, after: $after) {\n      lastEventId\n      edges {\n        cursor\n        node {\n          ...PostFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicPostCount($topicId: ID!) {\n    topicPostCount(topicId: $topicId)\n  }\n"): (typeof documents)["\n  query TopicPostCount($topicId: ID!) {\n    topicPostCount(topicId: $topicId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    text\n    read\n    createdAt\n    requestId\n    commentId\n    replyId\n    postId\n    actor {\n      id\n      username\n      profileImageUrl\n    }\n    topic {\n      id\n      topic\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    text\n    read\n    createdAt\n    requestId\n    commentId\n    replyId\n    postId\n    actor {\n      id\n      username\n      profileImageUrl\n    }\n    topic {\n      id\n      topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBell {\n    notificationBell {\n      unreadCount\n      lastEventId\n    }\n  }\n"): (typeof documents)["\n  query NotificationBell {\n    notificationBell {\n      unreadCount\n      lastEventId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationEvents($after: ID) {\n    notificationEvents(after: $after) {\n      id\n      kind\n      readIds\n      unreadCount\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationEvents($after: ID) {\n    notificationEvents(after: $after) {\n      id\n      kind\n      readIds\n      unreadCount\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($first: Int, $after: String, $unreadOnly: Boolean) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($first: Int, $after: String, $unreadOnly: Boolean) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOnboardingStep($step: OnboardingStep!) {\n    setOnboardingStep(step: $step) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetOnboardingStep($step: OnboardingStep!) {\n    setOnboardingStep(step: $step) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboardingProfile($input: OnboardingProfileInput!) {\n    completeOnboardingProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboardingProfile($input: OnboardingProfileInput!) {\n    completeOnboardingProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingSecurityCode {\n    securityCode {\n      userId\n      code\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  query OnboardingSecurityCode {\n    securityCode {\n      userId\n      code\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonProfileFields on User {\n    id\n    username\n    firstName\n    lastName\n    location\n    stereotype\n    bio\n    profileImageUrl\n    followerCount\n    followingCount\n    viewerFollow\n  }\n"): (typeof documents)["\n  fragment PersonProfileFields on User {\n    id\n    username\n    firstName\n    lastName\n    location\n    stereotype\n    bio\n    profileImageUrl\n    followerCount\n    followingCount\n    viewerFollow\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonRowFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n    viewerFollow\n  }\n"): (typeof documents)["\n  fragment PersonRowFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n    viewerFollow\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonProfile($id: ID!) {\n    user(id: $id) {\n      ...PersonProfileFields\n    }\n  }\n"): (typeof documents)["\n  query PersonProfile($id: ID!) {\n    user(id: $id) {\n      ...PersonProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonFollowers($userId: ID!, $first: Int, $after: String) {\n    followers(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonFollowers($userId: ID!, $first: Int, $after: String) {\n    followers(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonFollowing($userId: ID!, $first: Int, $after: String) {\n    following(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonFollowing($userId: ID!, $first: Int, $after: String) {\n    following(userId: $userId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowPerson($userId: ID!) {\n    follow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n"): (typeof documents)["\n  mutation FollowPerson($userId: ID!) {\n    follow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowPerson($userId: ID!) {\n    unfollow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowPerson($userId: ID!) {\n    unfollow(userId: $userId) {\n      id\n      followerCount\n      followingCount\n      viewerFollow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfilePicture($file: Upload!) {\n    uploadProfilePicture(file: $file) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfilePicture($file: Upload!) {\n    uploadProfilePicture(file: $file) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTopic($input: PublishTopicInput!, $image: Upload) {\n    publishTopic(input: $input, image: $image) {\n      id\n      topic\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTopic($input: PublishTopicInput!, $image: Upload) {\n    publishTopic(input: $input, image: $image) {\n      id\n      topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestFields on TopicRequest {\n    id\n    kind\n    status\n    createdAt\n    topic {\n      id\n      topic\n    }\n    sender {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    recipient {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    candidate {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment RequestFields on TopicRequest {\n    id\n    kind\n    status\n    createdAt\n    topic {\n      id\n      topic\n    }\n    sender {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    recipient {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n    candidate {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsReceived($first: Int, $after: String) {\n    requestsReceived(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestsReceived($first: Int, $after: String) {\n    requestsReceived(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsSent($first: Int, $after: String) {\n    requestsSent(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestsSent($first: Int, $after: String) {\n    requestsSent(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...RequestFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceFields on Resource {\n    id\n    url\n    name\n    viewerCanEdit\n    viewerCanDelete\n    addedBy {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceFields on Resource {\n    id\n    url\n    name\n    viewerCanEdit\n    viewerCanDelete\n    addedBy {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicResources($topicId: ID!, $first: Int, $after: String) {\n    topicResources(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ResourceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicResources($topicId: ID!, $first: Int, $after: String) {\n    topicResources(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ResourceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddResource($topicId: ID!, $url: String!, $name: String!, $clientId: String) {\n    addResource(topicId: $topicId, url: $url, name: $name, clientId: $clientId) {\n      ...ResourceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddResource($topicId: ID!, $url: String!, $name: String!, $clientId: String) {\n    addResource(topicId: $topicId, url: $url, name: $name, clientId: $clientId) {\n      ...ResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResource($id: ID!, $url: String!, $name: String!) {\n    updateResource(id: $id, url: $url, name: $name) {\n      ...ResourceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResource($id: ID!, $url: String!, $name: String!) {\n    updateResource(id: $id, url: $url, name: $name) {\n      ...ResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicHitFields on TopicSearchHit {\n    exact\n    title {\n      text\n      match\n    }\n    topic {\n      id\n      topic\n      description\n      imageUrl\n      startDate\n      startsAt\n      timezone\n      isFull\n    }\n  }\n"): (typeof documents)["\n  fragment TopicHitFields on TopicSearchHit {\n    exact\n    title {\n      text\n      match\n    }\n    topic {\n      id\n      topic\n      description\n      imageUrl\n      startDate\n      startsAt\n      timezone\n      isFull\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonHitFields on PersonSearchHit {\n    exact\n    name {\n      text\n      match\n    }\n    username {\n      text\n      match\n    }\n    person {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PersonHitFields on PersonSearchHit {\n    exact\n    name {\n      text\n      match\n    }\n    username {\n      text\n      match\n    }\n    person {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($query: String!) {\n    searchTopics(query: $query, first: 4) {\n      edges {\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    searchPeople(query: $query, first: 4) {\n      edges {\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($query: String!) {\n    searchTopics(query: $query, first: 4) {\n      edges {\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    searchPeople(query: $query, first: 4) {\n      edges {\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTopics($query: String!, $first: Int, $after: String) {\n    searchTopics(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchTopics($query: String!, $first: Int, $after: String) {\n    searchTopics(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TopicHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPeople($query: String!, $first: Int, $after: String) {\n    searchPeople(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPeople($query: String!, $first: Int, $after: String) {\n    searchPeople(query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PersonHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsUsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"): (typeof documents)["\n  query SettingsUsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsEmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"): (typeof documents)["\n  query SettingsEmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsername($username: String!) {\n    updateProfile(input: { username: $username }) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUsername($username: String!) {\n    updateProfile(input: { username: $username }) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSecurityCode($password: String!) {\n    securityCode(password: $password) {\n      userId\n      code\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  query SettingsSecurityCode($password: String!) {\n    securityCode(password: $password) {\n      userId\n      code\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount($password: String!) {\n    deactivateAccount(password: $password) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateAccount($password: String!) {\n    deactivateAccount(password: $password) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMobile($mobile: String!, $currentPassword: String!) {\n    changeMobile(mobile: $mobile, currentPassword: $currentPassword) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMobile($mobile: String!, $currentPassword: String!) {\n    changeMobile(mobile: $mobile, currentPassword: $currentPassword) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquadDigest {\n    squadDigest {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query SquadDigest {\n    squadDigest {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSquadDigest($frequency: DigestFrequency!) {\n    setSquadDigest(frequency: $frequency) {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation SetSquadDigest($frequency: DigestFrequency!) {\n    setSquadDigest(frequency: $frequency) {\n      frequency\n      localHour\n      timeZone\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n    pushSubscriptionCount\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n    pushSubscriptionCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferencesFields on NotificationPreferencesType {\n    kinds {\n      kind\n      inApp\n      email\n      push\n    }\n    quietStart\n    quietEnd\n    timeZone\n  }\n"): (typeof documents)["\n  fragment NotificationPreferencesFields on NotificationPreferencesType {\n    kinds {\n      kind\n      inApp\n      email\n      push\n    }\n    quietStart\n    quietEnd\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)\n  }\n"): (typeof documents)["\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPassword($password: String!) {\n    checkPassword(password: $password)\n  }\n"): (typeof documents)["\n  query CheckPassword($password: String!) {\n    checkPassword(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPin($pin: String!) {\n    verifyPin(pin: $pin) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPin($pin: String!) {\n    verifyPin(pin: $pin) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPin($input: SetPinInput!) {\n    setPin(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetPin($input: SetPinInput!) {\n    setPin(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockPin($password: String!) {\n    unlockPin(password: $password) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockPin($password: String!) {\n    unlockPin(password: $password) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinStatus {\n    me {\n      id\n      hasPin\n    }\n  }\n"): (typeof documents)["\n  query PinStatus {\n    me {\n      id\n      hasPin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmartTagFields on SmartTag {\n    id\n    tagName\n    postId\n    topicId\n  }\n"): (typeof documents)["\n  fragment SmartTagFields on SmartTag {\n    id\n    tagName\n    postId\n    topicId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySmartTags($topicId: ID!, $first: Int, $after: String) {\n    mySmartTags(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...SmartTagFields\n          createdAt\n          excerpt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySmartTags($topicId: ID!, $first: Int, $after: String) {\n    mySmartTags(topicId: $topicId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...SmartTagFields\n          createdAt\n          excerpt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySmartTagOnPost($postId: ID!) {\n    mySmartTag(postId: $postId) {\n      ...SmartTagFields\n    }\n  }\n"): (typeof documents)["\n  query MySmartTagOnPost($postId: ID!) {\n    mySmartTag(postId: $postId) {\n      ...SmartTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSmartTag($postId: ID!, $tagName: String!) {\n    setSmartTag(postId: $postId, tagName: $tagName) {\n      ...SmartTagFields\n      createdAt\n      excerpt\n      post {\n        id\n        mySmartTag {\n          ...SmartTagFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSmartTag($postId: ID!, $tagName: String!) {\n    setSmartTag(postId: $postId, tagName: $tagName) {\n      ...SmartTagFields\n      createdAt\n      excerpt\n      post {\n        id\n        mySmartTag {\n          ...SmartTagFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSmartTag($postId: ID!) {\n    removeSmartTag(postId: $postId) {\n      id\n      mySmartTag {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSmartTag($postId: ID!) {\n    removeSmartTag(postId: $postId) {\n      id\n      mySmartTag {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostSearchHitFields on PostSearchHit {\n    postId\n    topicId\n    createdAt\n    exact\n    highlight {\n      text\n      match\n    }\n    author {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PostSearchHitFields on PostSearchHit {\n    postId\n    topicId\n    createdAt\n    exact\n    highlight {\n      text\n      match\n    }\n    author {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicSearchSuggestions($topicId: ID!, $query: String!) {\n    topicSearchSuggestions(topicId: $topicId, query: $query) {\n      ...PostSearchHitFields\n    }\n  }\n"): (typeof documents)["\n  query TopicSearchSuggestions($topicId: ID!, $query: String!) {\n    topicSearchSuggestions(topicId: $topicId, query: $query) {\n      ...PostSearchHitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicSearch($topicId: ID!, $query: String!, $first: Int, $after: String) {\n    topicSearch(topicId: $topicId, query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostSearchHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicSearch($topicId: ID!, $query: String!, $first: Int, $after: String) {\n    topicSearch(topicId: $topicId, query: $query, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostSearchHitFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicAssetSearch($topicId: ID!, $query: String!) {\n    topicAssetSearch(topicId: $topicId, query: $query) {\n      kind\n      itemId\n      url\n      day\n      createdAt\n      highlight {\n        text\n        match\n      }\n      author {\n        id\n        username\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicAssetSearch($topicId: ID!, $query: String!) {\n    topicAssetSearch(topicId: $topicId, query: $query) {\n      kind\n      itemId\n      url\n      day\n      createdAt\n      highlight {\n        text\n        match\n      }\n      author {\n        id\n        username\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelineTab($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n      takeaways {\n        ...TakeawayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimelineTab($topicId: ID!) {\n    timeline(topicId: $topicId) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n      takeaways {\n        ...TakeawayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TakeawayFields on Takeaway {\n    id\n    text\n    updatedAt\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      username\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment TakeawayFields on Takeaway {\n    id\n    text\n    updatedAt\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      username\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTakeaway($topicId: ID!, $timelineEntryId: ID, $text: String!) {\n    addTakeaway(topicId: $topicId, timelineEntryId: $timelineEntryId, text: $text) {\n      ...TakeawayFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddTakeaway($topicId: ID!, $timelineEntryId: ID, $text: String!) {\n    addTakeaway(topicId: $topicId, timelineEntryId: $timelineEntryId, text: $text) {\n      ...TakeawayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTakeaway($id: ID!, $text: String!) {\n    updateTakeaway(id: $id, text: $text) {\n      ...TakeawayFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTakeaway($id: ID!, $text: String!) {\n    updateTakeaway(id: $id, text: $text) {\n      ...TakeawayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTakeaway($id: ID!) {\n    deleteTakeaway(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTakeaway($id: ID!) {\n    deleteTakeaway(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicCardFields on Topic {\n    id\n    topic\n    yourName\n    squadSize\n    durationDays\n    startDate\n    startTime\n    startsAt\n    timezone\n    imageUrl\n    active\n    memberCount\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment TopicCardFields on Topic {\n    id\n    topic\n    yourName\n    squadSize\n    durationDays\n    startDate\n    startTime\n    startsAt\n    timezone\n    imageUrl\n    active\n    memberCount\n    category {\n      id\n      name\n    }\n    owner {\n      id\n      username\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment PersonFields on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Topics($first: Int, $after: String, $categoryIds: [ID!]) {\n    topics(first: $first, after: $after, categoryIds: $categoryIds) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Topics($first: Int, $after: String, $categoryIds: [ID!]) {\n    topics(first: $first, after: $after, categoryIds: $categoryIds) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTopics($first: Int, $after: String) {\n    myTopics(first: $first, after: $after, includeJoined: true) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n          viewerStatus\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTopics($first: Int, $after: String) {\n    myTopics(first: $first, after: $after, includeJoined: true) {\n      edges {\n        cursor\n        node {\n          ...TopicCardFields\n          viewerStatus\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicDetail($id: ID!) {\n    topic(id: $id) {\n      ...TopicCardFields\n      description\n      timezone\n      startsAt\n      state\n      memberCount\n      isFull\n      owner {\n        ...PersonFields\n      }\n      members {\n        ...PersonFields\n      }\n      viewerCan {\n        delete\n        viewTimeline\n      }\n      viewerStatus\n      viewerRequest {\n        id\n        kind\n      }\n      onlineMemberIds\n    }\n  }\n"): (typeof documents)["\n  query TopicDetail($id: ID!) {\n    topic(id: $id) {\n      ...TopicCardFields\n      description\n      timezone\n      startsAt\n      state\n      memberCount\n      isFull\n      owner {\n        ...PersonFields\n      }\n      members {\n        ...PersonFields\n      }\n      viewerCan {\n        delete\n        viewTimeline\n      }\n      viewerStatus\n      viewerRequest {\n        id\n        kind\n      }\n      onlineMemberIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PresenceChanged($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n"): (typeof documents)["\n  subscription PresenceChanged($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicTimeline($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      yourName\n    }\n    timeline(topicId: $id) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicTimeline($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      yourName\n    }\n    timeline(topicId: $id) {\n      id\n      day\n      date\n      title\n      description\n      viewerCanEdit\n      author {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimelineEntry($id: ID!, $title: String!, $description: String) {\n    updateTimelineEntry(id: $id, title: $title, description: $description) {\n      id\n      title\n      description\n      viewerCanEdit\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimelineEntry($id: ID!, $title: String!, $description: String) {\n    updateTimelineEntry(id: $id, title: $title, description: $description) {\n      id\n      title\n      description\n      viewerCanEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestToJoin($topicId: ID!) {\n    requestToJoin(topicId: $topicId) {\n      id\n      kind\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestToJoin($topicId: ID!) {\n    requestToJoin(topicId: $topicId) {\n      id\n      kind\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query People($search: String!, $topicId: ID, $first: Int) {\n    people(search: $search, topicId: $topicId, first: $first) {\n      isMember\n      user {\n        ...PersonFields\n      }\n      request {\n        id\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  query People($search: String!, $topicId: ID, $first: Int) {\n    people(search: $search, topicId: $topicId, first: $first) {\n      isMember\n      user {\n        ...PersonFields\n      }\n      request {\n        id\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToSquad($topicId: ID!, $userId: ID!) {\n    inviteToSquad(topicId: $topicId, userId: $userId) {\n      id\n      kind\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToSquad($topicId: ID!, $userId: ID!) {\n    inviteToSquad(topicId: $topicId, userId: $userId) {\n      id\n      kind\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSquadMember($topicId: ID!, $userId: ID!) {\n    removeSquadMember(topicId: $topicId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveSquadMember($topicId: ID!, $userId: ID!) {\n    removeSquadMember(topicId: $topicId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveSquad($topicId: ID!) {\n    leaveSquad(topicId: $topicId)\n  }\n"): (typeof documents)["\n  mutation LeaveSquad($topicId: ID!) {\n    leaveSquad(topicId: $topicId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportSquadMember($topicId: ID!, $userId: ID!, $reason: Int!) {\n    reportSquadMember(topicId: $topicId, userId: $userId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportSquadMember($topicId: ID!, $userId: ID!, $reason: Int!) {\n    reportSquadMember(topicId: $topicId, userId: $userId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      state\n      currentDay\n      durationDays\n      startsAt\n      timezone\n      squadSize\n      owner {\n        id\n      }\n      members {\n        ...WorkspacePerson\n      }\n      viewerStatus\n      onlineMemberIds\n      squadEventId\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      topic\n      state\n      currentDay\n      durationDays\n      startsAt\n      timezone\n      squadSize\n      owner {\n        id\n      }\n      members {\n        ...WorkspacePerson\n      }\n      viewerStatus\n      onlineMemberIds\n      squadEventId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActivePools($after: String, $search: String) {\n    myActivePools(first: 5, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyActivePools($after: String, $search: String) {\n    myActivePools(first: 5, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspacePerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment WorkspacePerson on User {\n    id\n    username\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SquadEvents($topicId: ID!, $after: ID) {\n    squadEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      actorId\n      userId\n      subjectId\n      timelineEntryId\n    }\n  }\n"): (typeof documents)["\n  subscription SquadEvents($topicId: ID!, $after: ID) {\n    squadEvents(topicId: $topicId, after: $after) {\n      id\n      kind\n      actorId\n      userId\n      subjectId\n      timelineEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WorkspacePresence($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n"): (typeof documents)["\n  subscription WorkspacePresence($topicId: ID!) {\n    presenceChanged(topicId: $topicId) {\n      userId\n      online\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivePoolCard on Topic {\n    id\n    topic\n    state\n    currentDay\n    durationDays\n    startsAt\n    timezone\n    squadSize\n    memberCount\n    pendingRequestCount\n    unreadPostCount\n    viewerStatus\n    members {\n      ...WorkspacePerson\n    }\n  }\n"): (typeof documents)["\n  fragment ActivePoolCard on Topic {\n    id\n    topic\n    state\n    currentDay\n    durationDays\n    startsAt\n    timezone\n    squadSize\n    memberCount\n    pendingRequestCount\n    unreadPostCount\n    viewerStatus\n    members {\n      ...WorkspacePerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserActivePools($userId: ID!, $after: String) {\n    user(id: $userId) {\n      ...WorkspacePerson\n    }\n    userActivePools(userId: $userId, first: 5, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserActivePools($userId: ID!, $after: String) {\n    user(id: $userId) {\n      ...WorkspacePerson\n    }\n    userActivePools(userId: $userId, first: 5, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivePoolCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTimeline($after: String) {\n    myActivePools(first: 5, after: $after, runningOnly: true) {\n      edges {\n        cursor\n        node {\n          id\n          topic\n          currentDay\n          durationDays\n          todayEntry {\n            id\n            day\n            date\n            title\n            description\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTimeline($after: String) {\n    myActivePools(first: 5, after: $after, runningOnly: true) {\n      edges {\n        cursor\n        node {\n          id\n          topic\n          currentDay\n          durationDays\n          todayEntry {\n            id\n            day\n            date\n            title\n            description\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordClientInfo($input: ClientInfoInput!) {\n    recordClientInfo(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordClientInfo($input: ClientInfoInput!) {\n    recordClientInfo(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAppDownload($input: ClientInfoInput!) {\n    recordAppDownload(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordAppDownload($input: ClientInfoInput!) {\n    recordAppDownload(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($verifyId: ID!, $code: String!) {\n    verifyEmail(verifyId: $verifyId, code: $code) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($verifyId: ID!, $code: String!) {\n    verifyEmail(verifyId: $verifyId, code: $code) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmailWithRecentSignIn($email: String!) {\n    changeEmailWithRecentSignIn(email: $email) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmailWithRecentSignIn($email: String!) {\n    changeEmailWithRecentSignIn(email: $email) {\n      verifyId\n      email\n      resendAvailableAt\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRequest($requestId: ID!) {\n    confirmRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRequest($requestId: ID!) {\n    confirmRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineRequest($requestId: ID!) {\n    declineRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineRequest($requestId: ID!) {\n    declineRequest(requestId: $requestId) {\n      message\n      request {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($requestId: ID!) {\n    cancelRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    onboardingStep\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    onboardingStep\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;