import type { Rule } from 'eslint';

export declare const IMPORT_TABLE: Record<string, readonly string[]>;
export declare function tableFolderOf(file: string): string | undefined;
export declare function mayImport(from: string, to: string): boolean;
export declare function importTableRule(root: string): Rule.RuleModule;
