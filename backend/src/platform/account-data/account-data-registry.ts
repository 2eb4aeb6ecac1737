import { Injectable } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { Principal } from '../auth/principal';

/** The file's first key: when it was made (its name carries the date). */
export const EXPORTED_AT = 'exportedAt';

/** Whose data a section reads: the signed-in user asking for their file. */
export interface AccountDataOwner {
  readonly userId: string;
  readonly principal: Principal;
  readonly sessionId: string;
}

/** One section of the data file: a value, a list, or the rows still to be read (written as they are read). */
export interface AccountDataSection {
  /** The section's key in the file. */
  readonly name: string;
  /** Where it stands in the file: sections are written in ascending order. */
  readonly position: number;
  /** How the OpenAPI document describes it (the options of an @ApiProperty). */
  readonly schema: ApiPropertyOptions;
  /** Awaited before the file's first byte, so a failure still gets the one error body; lists may stay unread until written. */
  read(owner: AccountDataOwner): Promise<unknown>;
}

/** What a table holds of a user, what the data file shows of it, and what deleting the account does to it. */
export interface PersonalDataTable {
  readonly table: string;
  /** The columns naming the user the row belongs to (empty: the table names no user). */
  readonly ownerColumns: readonly string[];
  /** The sections of the file its rows are in, or why they are not. */
  readonly exported: readonly string[] | { readonly not: string };
  /** 'removed': after a deletion no row names the user in an owner column; else why rows stay. */
  readonly onDeletion: 'removed' | { readonly kept: string };
}

/** A context's part of the data file and of the account deletion. */
export interface AccountDataContribution {
  readonly sections?: readonly AccountDataSection[];
  readonly tables: readonly PersonalDataTable[];
}

/**
 * The user's data file and the account deletion, each context contributing its sections and its
 * tables (as realtime events register with the bus): the file's owner reads no context, and a
 * table nobody declares fails the sweep in account-deletion.e2e.
 */
@Injectable()
export class AccountDataRegistry {
  private readonly sections = new Map<string, AccountDataSection>();
  private readonly tables = new Map<string, PersonalDataTable>();
  private exportSchema?: new () => object;

  contribute({ sections = [], tables }: AccountDataContribution): void {
    if (this.exportSchema) throw new Error('The data file’s sections are fixed once its schema is built');
    for (const section of sections) {
      if (this.sections.has(section.name) || section.name === EXPORTED_AT)
        throw new Error(`The data file’s section ${section.name} is already taken`);
      this.sections.set(section.name, section);
    }
    for (const table of tables) {
      if (this.tables.has(table.table)) throw new Error(`The table ${table.table} is already declared`);
      this.tables.set(table.table, table);
    }
  }

  /** The sections in the order the file holds them. */
  orderedSections(): AccountDataSection[] {
    return [...this.sections.values()].sort((first, second) => first.position - second.position);
  }

  declaredTables(): PersonalDataTable[] {
    return [...this.tables.values()];
  }

  /** The file's schema for the OpenAPI document, as the class AccountExportResponse built from the sections. */
  exportResponseSchema(): new () => object {
    if (!this.exportSchema) {
      /** The whole export, as the file holds it. Lists are oldest first. */
      class AccountExportResponse {}
      ApiProperty({ type: String, format: 'date-time' })(AccountExportResponse.prototype, EXPORTED_AT);
      for (const section of this.orderedSections()) ApiProperty(section.schema)(AccountExportResponse.prototype, section.name);
      this.exportSchema = AccountExportResponse;
    }
    return this.exportSchema;
  }
}
