export * from './events';

/*
 * What other contexts may use of discovery: the classes of the commands and queries they may send,
 * with their result types, declared here (the use case's file imports its class from here), and
 * never a handler file. Nothing yet: its one query is its own controller's.
 */
