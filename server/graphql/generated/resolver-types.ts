import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphqlContext } from '../graphql-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO 8601 string with offset, e.g. 2026-11-24T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
};

export type FolderRole =
  | 'OWNER'
  | 'EDITOR'
  | 'READER';

/** The kind of agenda entry a folder item points at (the first of the entry's types). */
export type ItemKind =
  | 'EVENT'
  | 'TOPIC'
  | 'ANNIVERSARY'
  | 'ACTION_DAY';

export type Colleague = {
  __typename?: 'Colleague';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
};

export type Member = {
  __typename?: 'Member';
  colleague: Colleague;
  role: FolderRole;
  addedAt: Scalars['DateTime']['output'];
};

/** Where an item takes place: region from city, else area, else locality; country left out for Deutschland. */
export type ItemLocation = {
  __typename?: 'ItemLocation';
  region: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
};

export type ItemMetadata = {
  __typename?: 'ItemMetadata';
  startTime: Scalars['DateTime']['output'];
  endTime: Scalars['DateTime']['output'];
  location: ItemLocation;
  isWholeDay: Scalars['Boolean']['output'];
  /** The entry's Sperrfrist (docs/product.md#embargo), past or ahead; null without one. */
  embargo: Maybe<Scalars['DateTime']['output']>;
};

/** The format of a planned coverage: Text, Foto, Video, Audio, Grafik, Liveblog. */
export type CoverageFormat =
  | 'TEXT'
  | 'PHOTO'
  | 'VIDEO'
  | 'AUDIO'
  | 'GRAPHIC'
  | 'LIVEBLOG';

/** How far a coverage is: geplant, in Arbeit, erledigt, abgesagt. */
export type CoverageStatus =
  | 'PLANNED'
  | 'IN_PROGRESS'
  | 'DONE'
  | 'CANCELLED';

/** Who covers a folder's entry, in which format, how far (docs/product.md#coverage). */
export type Coverage = {
  __typename?: 'Coverage';
  /** Chosen by the client when the coverage was planned. */
  id: Scalars['ID']['output'];
  /** A colleague of the organisation; „Ehemaliges Konto“ once the account is gone. */
  assignee: Colleague;
  format: CoverageFormat;
  status: CoverageStatus;
  note: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** An entry's coverage in one of my folders (the entry's detail). */
export type FolderCoverage = {
  __typename?: 'FolderCoverage';
  folderId: Scalars['ID']['output'];
  folderName: Scalars['String']['output'];
  myRole: FolderRole;
  /** Oldest first; empty when nobody covers the entry in this folder yet. */
  coverages: Array<Coverage>;
};

/** The folder-list item (docs/product.md#folders): a topic carries topicMetadata, every other kind eventMetadata. */
export type FolderItem = {
  __typename?: 'FolderItem';
  /** The agenda entry's id (eventID). */
  id: Scalars['ID']['output'];
  type: ItemKind;
  title: Scalars['String']['output'];
  previewUrl: Scalars['String']['output'];
  topicMetadata: Maybe<ItemMetadata>;
  eventMetadata: Maybe<ItemMetadata>;
  addedBy: Colleague;
  addedAt: Scalars['DateTime']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** Who covers the entry, oldest first (at most 12). */
  coverages: Array<Coverage>;
};

export type Folder = {
  __typename?: 'Folder';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  myRole: FolderRole;
  members: Array<Member>;
  itemCount: Scalars['Int']['output'];
  /** Sorted by start time, then title. */
  items: Array<FolderItem>;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Favourite = {
  __typename?: 'Favourite';
  /** The agenda entry's id (eventID). */
  eventId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
};

/**
 * An agenda entry I follow: I am told when its time, place or status changes
 * (docs/product.md#following-an-entry).
 */
export type Follow = {
  __typename?: 'Follow';
  /** The agenda entry's id (eventID). */
  eventId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  myFolders: Array<Folder>;
  /** null when the folder does not exist or the caller is not a member: the two are indistinguishable. */
  folder: Maybe<Folder>;
  myFavourites: Array<Favourite>;
  /** The entries I follow, newest first. */
  myFollows: Array<Follow>;
  /** The entry's coverage in each of my folders that holds it, by folder name. */
  eventCoverage: Array<FolderCoverage>;
  /** The colleagues a coverage may name: the members of my folder `folderId`, by name. */
  coverageColleagues: Array<Colleague>;
  /** My notification centre, newest first, `first` (at most 50, default 20) after the cursor `after`. */
  myNotifications: NotificationPage;
};


export type QueryFolderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventCoverageArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryCoverageColleaguesArgs = {
  folderId: Scalars['ID']['input'];
};


export type QueryMyNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

export type CoverageInput = {
  /** A new id (a UUID) plans a coverage; a known one changes it. */
  id: Scalars['ID']['input'];
  assigneeId: Scalars['ID']['input'];
  format: CoverageFormat;
  status: CoverageStatus;
  /** At most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type FolderItemInput = {
  eventId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type Mutation = {
  __typename?: 'Mutation';
  createFolder: Folder;
  renameFolder: Folder;
  deleteFolder: Scalars['ID']['output'];
  addFolderItems: Folder;
  removeFolderItems: Folder;
  inviteColleague: Folder;
  changeMemberRole: Folder;
  removeMember: Folder;
  leaveFolder: Scalars['ID']['output'];
  favourite: Array<Favourite>;
  unfavourite: Array<Favourite>;
  /**
   * Plans or changes a coverage of the folder's entry (editors and owners); the assignee must be a
   * colleague of the organisation.
   */
  planCoverage: Folder;
  /** Takes a coverage off the folder's entry; taking it off again changes nothing. */
  removeCoverage: Folder;
  /** Follows the entry (at most 1,000 at a time); following it again changes nothing. */
  followEvent: Array<Follow>;
  /** Ends following the entry; ending it again changes nothing. */
  unfollowEvent: Array<Follow>;
  /** Marks my notifications `ids` read, or all of them with `all: true`; others' ids are ignored. */
  markNotificationsRead: NotificationsState;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationCreateFolderArgs = {
  clientMutationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  items?: InputMaybe<Array<FolderItemInput>>;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationRenameFolderArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationDeleteFolderArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationAddFolderItemsArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  items: Array<FolderItemInput>;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationRemoveFolderItemsArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  eventIds: Array<Scalars['ID']['input']>;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationInviteColleagueArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  role: FolderRole;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationChangeMemberRoleArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  colleagueId: Scalars['ID']['input'];
  role: FolderRole;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationRemoveMemberArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  colleagueId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationLeaveFolderArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationFavouriteArgs = {
  clientMutationId: Scalars['ID']['input'];
  eventIds: Array<Scalars['ID']['input']>;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationUnfavouriteArgs = {
  clientMutationId: Scalars['ID']['input'];
  eventIds: Array<Scalars['ID']['input']>;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationPlanCoverageArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  coverage: CoverageInput;
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationRemoveCoverageArgs = {
  clientMutationId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  coverageId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationFollowEventArgs = {
  clientMutationId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationUnfollowEventArgs = {
  clientMutationId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


/** Every mutation carries a client mutation id; a repeat with the same id and input returns the first answer. */
export type MutationMarkNotificationsReadArgs = {
  clientMutationId: Scalars['ID']['input'];
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  all?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FolderChangeKind =
  | 'ITEMS_ADDED'
  | 'ITEMS_REMOVED'
  | 'RENAMED'
  | 'MEMBERS_CHANGED'
  | 'DELETED'
  /** An entry's coverage was planned, changed or taken off. */
  | 'COVERAGE_CHANGED';

/**
 * What changed in a folder and who changed it. Light for a folder of many members and items: a
 * subscriber selects of `folder` what every change may alter (name, role, item count, updatedAt),
 * takes the items from `addedItems` and `removedItemIds`, and reads the members again only after
 * MEMBERS_CHANGED.
 */
export type FolderChange = {
  __typename?: 'FolderChange';
  folderId: Scalars['ID']['output'];
  kind: FolderChangeKind;
  by: Colleague;
  /** How many items (ITEMS_ADDED, ITEMS_REMOVED) or members the change concerned. */
  count: Scalars['Int']['output'];
  /** The folder as it is now; null once deleted or no longer visible, and the subscription ends. */
  folder: Maybe<Folder>;
  /**
   * ITEMS_ADDED: the items added, as the folder lists them. Null for other kinds, and when the change
   * named more entries than a notice carries: then read the folder again.
   */
  addedItems: Maybe<Array<FolderItem>>;
  /** ITEMS_REMOVED: the ids of the items removed; null as for addedItems. */
  removedItemIds: Maybe<Array<Scalars['ID']['output']>>;
  /** COVERAGE_CHANGED: the items whose coverage changed, as the folder lists them; null otherwise. */
  changedItems: Maybe<Array<FolderItem>>;
};

/** How an agenda entry changed (docs/architecture.md "Live agenda"). */
export type AgendaChangeKind =
  | 'CREATED'
  | 'CHANGED'
  | 'CANCELLED'
  | 'DELETED';

export type AgendaEntryChange = {
  __typename?: 'AgendaEntryChange';
  /** The agenda entry's id (eventID). */
  eventId: Scalars['ID']['output'];
  kind: AgendaChangeKind;
};

/**
 * The agenda entries changed since a data version, each once with its latest kind. Ask the search
 * API with `eventIds` which of them the view's filters match.
 */
export type AgendaChange = {
  __typename?: 'AgendaChange';
  /** The agenda's data version these changes reach: pass it as `since` after a reconnect. */
  version: Scalars['Int']['output'];
  changes: Array<AgendaEntryChange>;
  /** More changed than one message carries, or changes since then no longer kept: read the view again. */
  truncated: Scalars['Boolean']['output'];
};

/**
 * An alert of a saved search (docs/architecture.md "Alerts and jobs"): an entry the search matched when
 * it was created or changed.
 */
export type Notification = {
  __typename?: 'Notification';
  id: Scalars['ID']['output'];
  /** The agenda entry's id (eventID). */
  eventId: Scalars['ID']['output'];
  eventTitle: Scalars['String']['output'];
  startTime: Scalars['DateTime']['output'];
  /** CREATED, CHANGED or CANCELLED („abgesagt“). */
  change: AgendaChangeKind;
  /** The alerting search's name; empty for a followed entry's notice. */
  searchName: Scalars['String']['output'];
  /** null once the search was deleted, and for a followed entry's notice. */
  savedSearchId: Maybe<Scalars['ID']['output']>;
  source: NotificationSource;
  /** A followed entry's change in words („verschoben von 10:00 auf 11:30“); null for an alert. */
  detail: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  read: Scalars['Boolean']['output'];
};

export type NotificationSource =
  /** An alert of a saved search. */
  | 'SEARCH'
  /** A change of an entry I follow. */
  | 'FOLLOW';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type NotificationsState = {
  __typename?: 'NotificationsState';
  unreadCount: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Fires first with what changed since `since` (nothing when left out: then with the current
   * version), then with each change to the agenda.
   */
  agendaChanged: AgendaChange;
  folderChanged: FolderChange;
  /** Fires when a folder of mine is created, renamed, deleted, changes its items or members, or I join or leave one. */
  myFoldersChanged: Array<Folder>;
  /** Fires when my favourites change on any device or tab. */
  myFavouritesChanged: Array<Favourite>;
  /** Fires first with my unread count, then whenever it may have changed (a new alert, read elsewhere). */
  myNotificationsChanged: NotificationsState;
};


export type SubscriptionAgendaChangedArgs = {
  since?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionFolderChangedArgs = {
  folderId: Scalars['ID']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FolderRole: FolderRole;
  ItemKind: ItemKind;
  Colleague: ResolverTypeWrapper<Colleague>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Member: ResolverTypeWrapper<Member>;
  ItemLocation: ResolverTypeWrapper<ItemLocation>;
  ItemMetadata: ResolverTypeWrapper<ItemMetadata>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CoverageFormat: CoverageFormat;
  CoverageStatus: CoverageStatus;
  Coverage: ResolverTypeWrapper<Coverage>;
  FolderCoverage: ResolverTypeWrapper<FolderCoverage>;
  FolderItem: ResolverTypeWrapper<FolderItem>;
  Folder: ResolverTypeWrapper<Folder>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Favourite: ResolverTypeWrapper<Favourite>;
  Follow: ResolverTypeWrapper<Follow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  CoverageInput: CoverageInput;
  FolderItemInput: FolderItemInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  FolderChangeKind: FolderChangeKind;
  FolderChange: ResolverTypeWrapper<FolderChange>;
  AgendaChangeKind: AgendaChangeKind;
  AgendaEntryChange: ResolverTypeWrapper<AgendaEntryChange>;
  AgendaChange: ResolverTypeWrapper<AgendaChange>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationSource: NotificationSource;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationsState: ResolverTypeWrapper<NotificationsState>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  Colleague: Colleague;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Member: Member;
  ItemLocation: ItemLocation;
  ItemMetadata: ItemMetadata;
  Boolean: Scalars['Boolean']['output'];
  Coverage: Coverage;
  FolderCoverage: FolderCoverage;
  FolderItem: FolderItem;
  Folder: Folder;
  Int: Scalars['Int']['output'];
  Favourite: Favourite;
  Follow: Follow;
  Query: Record<PropertyKey, never>;
  CoverageInput: CoverageInput;
  FolderItemInput: FolderItemInput;
  Mutation: Record<PropertyKey, never>;
  FolderChange: FolderChange;
  AgendaEntryChange: AgendaEntryChange;
  AgendaChange: AgendaChange;
  Notification: Notification;
  NotificationPage: NotificationPage;
  NotificationsState: NotificationsState;
  Subscription: Record<PropertyKey, never>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ColleagueResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Colleague'] = ResolversParentTypes['Colleague']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  colleague?: Resolver<ResolversTypes['Colleague'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['FolderRole'], ParentType, ContextType>;
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ItemLocationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ItemLocation'] = ResolversParentTypes['ItemLocation']> = {
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemMetadataResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ItemMetadata'] = ResolversParentTypes['ItemMetadata']> = {
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ItemLocation'], ParentType, ContextType>;
  isWholeDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  embargo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CoverageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Coverage'] = ResolversParentTypes['Coverage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  assignee?: Resolver<ResolversTypes['Colleague'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CoverageFormat'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CoverageStatus'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FolderCoverageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FolderCoverage'] = ResolversParentTypes['FolderCoverage']> = {
  folderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  folderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myRole?: Resolver<ResolversTypes['FolderRole'], ParentType, ContextType>;
  coverages?: Resolver<Array<ResolversTypes['Coverage']>, ParentType, ContextType>;
};

export type FolderItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FolderItem'] = ResolversParentTypes['FolderItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicMetadata?: Resolver<Maybe<ResolversTypes['ItemMetadata']>, ParentType, ContextType>;
  eventMetadata?: Resolver<Maybe<ResolversTypes['ItemMetadata']>, ParentType, ContextType>;
  addedBy?: Resolver<ResolversTypes['Colleague'], ParentType, ContextType>;
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverages?: Resolver<Array<ResolversTypes['Coverage']>, ParentType, ContextType>;
};

export type FolderResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Folder'] = ResolversParentTypes['Folder']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myRole?: Resolver<ResolversTypes['FolderRole'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FolderItem']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FavouriteResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Favourite'] = ResolversParentTypes['Favourite']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FollowResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Follow'] = ResolversParentTypes['Follow']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myFolders?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType, RequireFields<QueryFolderArgs, 'id'>>;
  myFavourites?: Resolver<Array<ResolversTypes['Favourite']>, ParentType, ContextType>;
  myFollows?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType>;
  eventCoverage?: Resolver<Array<ResolversTypes['FolderCoverage']>, ParentType, ContextType, RequireFields<QueryEventCoverageArgs, 'eventId'>>;
  coverageColleagues?: Resolver<Array<ResolversTypes['Colleague']>, ParentType, ContextType, RequireFields<QueryCoverageColleaguesArgs, 'folderId'>>;
  myNotifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationCreateFolderArgs, 'clientMutationId' | 'name'>>;
  renameFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRenameFolderArgs, 'clientMutationId' | 'folderId' | 'name'>>;
  deleteFolder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFolderArgs, 'clientMutationId' | 'folderId'>>;
  addFolderItems?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationAddFolderItemsArgs, 'clientMutationId' | 'folderId' | 'items'>>;
  removeFolderItems?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRemoveFolderItemsArgs, 'clientMutationId' | 'folderId' | 'eventIds'>>;
  inviteColleague?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationInviteColleagueArgs, 'clientMutationId' | 'folderId' | 'email' | 'role'>>;
  changeMemberRole?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'clientMutationId' | 'folderId' | 'colleagueId' | 'role'>>;
  removeMember?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'clientMutationId' | 'folderId' | 'colleagueId'>>;
  leaveFolder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationLeaveFolderArgs, 'clientMutationId' | 'folderId'>>;
  favourite?: Resolver<Array<ResolversTypes['Favourite']>, ParentType, ContextType, RequireFields<MutationFavouriteArgs, 'clientMutationId' | 'eventIds'>>;
  unfavourite?: Resolver<Array<ResolversTypes['Favourite']>, ParentType, ContextType, RequireFields<MutationUnfavouriteArgs, 'clientMutationId' | 'eventIds'>>;
  planCoverage?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationPlanCoverageArgs, 'clientMutationId' | 'folderId' | 'eventId' | 'coverage'>>;
  removeCoverage?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRemoveCoverageArgs, 'clientMutationId' | 'folderId' | 'eventId' | 'coverageId'>>;
  followEvent?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType, RequireFields<MutationFollowEventArgs, 'clientMutationId' | 'eventId'>>;
  unfollowEvent?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType, RequireFields<MutationUnfollowEventArgs, 'clientMutationId' | 'eventId'>>;
  markNotificationsRead?: Resolver<ResolversTypes['NotificationsState'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'clientMutationId'>>;
};

export type FolderChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FolderChange'] = ResolversParentTypes['FolderChange']> = {
  folderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FolderChangeKind'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['Colleague'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType>;
  addedItems?: Resolver<Maybe<Array<ResolversTypes['FolderItem']>>, ParentType, ContextType>;
  removedItemIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  changedItems?: Resolver<Maybe<Array<ResolversTypes['FolderItem']>>, ParentType, ContextType>;
};

export type AgendaEntryChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AgendaEntryChange'] = ResolversParentTypes['AgendaEntryChange']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AgendaChangeKind'], ParentType, ContextType>;
};

export type AgendaChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AgendaChange'] = ResolversParentTypes['AgendaChange']> = {
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AgendaEntryChange']>, ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['AgendaChangeKind'], ParentType, ContextType>;
  searchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedSearchId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['NotificationSource'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationsStateResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['NotificationsState'] = ResolversParentTypes['NotificationsState']> = {
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  agendaChanged?: SubscriptionResolver<ResolversTypes['AgendaChange'], "agendaChanged", ParentType, ContextType, Partial<SubscriptionAgendaChangedArgs>>;
  folderChanged?: SubscriptionResolver<ResolversTypes['FolderChange'], "folderChanged", ParentType, ContextType, RequireFields<SubscriptionFolderChangedArgs, 'folderId'>>;
  myFoldersChanged?: SubscriptionResolver<Array<ResolversTypes['Folder']>, "myFoldersChanged", ParentType, ContextType>;
  myFavouritesChanged?: SubscriptionResolver<Array<ResolversTypes['Favourite']>, "myFavouritesChanged", ParentType, ContextType>;
  myNotificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationsState'], "myNotificationsChanged", ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  DateTime?: GraphQLScalarType;
  Colleague?: ColleagueResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  ItemLocation?: ItemLocationResolvers<ContextType>;
  ItemMetadata?: ItemMetadataResolvers<ContextType>;
  Coverage?: CoverageResolvers<ContextType>;
  FolderCoverage?: FolderCoverageResolvers<ContextType>;
  FolderItem?: FolderItemResolvers<ContextType>;
  Folder?: FolderResolvers<ContextType>;
  Favourite?: FavouriteResolvers<ContextType>;
  Follow?: FollowResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  FolderChange?: FolderChangeResolvers<ContextType>;
  AgendaEntryChange?: AgendaEntryChangeResolvers<ContextType>;
  AgendaChange?: AgendaChangeResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationsState?: NotificationsStateResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

