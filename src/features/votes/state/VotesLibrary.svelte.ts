/**
 * Votes datasets in the app (issue 34): the stored ones (listed beside the matrices and the score
 * tables), and the import flow's votes hook.
 *
 * Import: `offer(files)` is asked first by `AppState.importFiles`. A single text file whose first
 * bytes are a votes layout (`detectVotes`: never the file name) is parsed in the votes worker; so
 * is a single Parquet file whose columns are a votes table (asked of the worker, which reads its
 * footer), and several arena-hard-auto judgment files dropped together (and nothing else) are
 * read as one set of votes (dropped with their `question.jsonl`, they go the usual way: a score
 * matrix, issue 36).
 * Votes without a bad row are stored at once and the caller opens them (no click); a file with
 * bad rows waits in the review (`review`), which names each by row and column and offers to go
 * on without them. A votes file dropped with other files is refused with a notice (drop it alone).
 * Anything else returns `null` and goes the usual way (a score table, a matrix): before this hook
 * the per-item importer read `model_a, model_b, winner` as a long table.
 */
import {
	parseJudgmentsInWorker,
	parseParquetVotesInWorker,
	parseVotesInWorker
} from '../../../engine/VotesClient.ts';
import { msg } from '../../../i18n/catalog.ts';
import type { Notices } from '../../../state/Notices.svelte.ts';
import { shelfOfApp, StoredShelf } from '../../../state/StoredShelf.svelte.ts';
import { detectVotes } from '../formats/detect-votes.ts';
import type { VotesLayout, VotesParse } from '../formats/votes-parse.ts';
import { VotesStore, type VotesEntry, type VotesRecord } from '../storage/VotesStore.ts';
import { judgmentsName, nameFromFile, votesRecord } from './votes-record.ts';

/** Files the hook looks at: text tables and JSON. */
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt', 'json', 'jsonl', 'ndjson']);
/** Read whole into the page, then parsed in the worker (2 million votes are ~150 MB of JSON). */
const MAX_BYTES = 512 * 1024 * 1024;
/** Bytes the detection reads (`detectVotes` looks at the first 64 KiB of JSON). */
const HEAD_BYTES = 256 * 1024;

interface VotesReview {
	readonly fileName: string;
	readonly parse: VotesParse;
	readonly name: string;
}

/** What `offer` did with the files. */
type VotesOffer =
	| null
	| { readonly kind: 'stored'; readonly record: VotesEntry }
	| { readonly kind: 'review' }
	| { readonly kind: 'failed' };

/** A dropped file's path (a folder's files keep theirs). */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

const isParquetName = (name: string) => /\.parquet$/i.test(name);

/** The votes layout of a file from its first bytes, or null (not a text file, not votes). */
async function layoutOf(file: File): Promise<VotesLayout | null> {
	const ext = pathOf(file).toLowerCase().split('.').pop() ?? '';
	if (!TEXT_EXTENSIONS.has(ext) || file.size > MAX_BYTES) return null;
	try {
		return detectVotes(await file.slice(0, HEAD_BYTES).text());
	} catch {
		return null; // unreadable here: the usual import says why
	}
}

export class VotesLibrary extends StoredShelf<VotesRecord, VotesEntry> {
	readonly #store: VotesStore;
	#review = $state.raw<VotesReview | null>(null);
	/** The file being read and parsed (the start screen shows it). */
	#reading = $state<string | null>(null);

	constructor(store: VotesStore, notices: Notices) {
		super(store, notices);
		this.#store = store;
	}

	protected entryOf(record: VotesRecord): VotesEntry {
		const { votes: _votes, ...entry } = record;
		return entry;
	}

	get entries(): readonly VotesEntry[] {
		return this.shelved;
	}
	get review(): VotesReview | null {
		return this.#review;
	}
	get reading(): string | null {
		return this.#reading;
	}

	/** The stored record with its votes; undefined when there is none. */
	load(id: string): Promise<VotesRecord | undefined> {
		return this.#store.get(id);
	}

	/** The import flow's votes hook (see the module comment); null: not a votes file. */
	async offer(files: readonly File[]): Promise<VotesOffer> {
		if (files.length !== 1) return this.#offerMany(files);
		const file = files[0];
		const fileName = pathOf(file);
		if (isParquetName(fileName)) {
			return this.#read(fileName, nameFromFile(fileName), () =>
				parseParquetVotesInWorker(file, fileName)
			);
		}
		const layout = await layoutOf(file);
		if (!layout) return null;
		return this.#read(fileName, nameFromFile(fileName), async () =>
			parseVotesInWorker(await file.text(), fileName, layout)
		);
	}

	/**
	 * Several files: arena-hard-auto judgments alone are one set of votes (named after their
	 * judge's folder); other votes files among others would be read as a long table, so they are
	 * refused with a notice; judgments with non-votes files (their questions) go the usual way.
	 */
	async #offerMany(files: readonly File[]): Promise<VotesOffer> {
		const layouts = await Promise.all(files.map(layoutOf));
		if (files.length > 1 && layouts.every((l) => l === 'arena-hard')) {
			const names = files.map(pathOf);
			const label = judgmentsName(names);
			return this.#read(label, label, async () =>
				parseJudgmentsInWorker(
					await Promise.all(files.map(async (f) => ({ name: pathOf(f), text: await f.text() })))
				)
			);
		}
		const other = layouts.findIndex((l) => l !== null && l !== 'arena-hard');
		if (other >= 0) {
			// A votes file among others would be read as a long table: say so, import nothing.
			this.notices.push('warning', msg('votes.import.alone', { file: pathOf(files[other]) }));
			return { kind: 'failed' };
		}
		return null;
	}

	/** Reads votes (`parse`, in the worker); stores them (no click) or holds them for review. */
	async #read(
		fileName: string,
		name: string,
		parse: () => Promise<VotesParse | null>
	): Promise<VotesOffer> {
		this.#reading = fileName;
		try {
			const parsed = await parse();
			if (!parsed) return null;
			if (parsed.ok && parsed.badRows === 0) {
				const record = await this.#put(parsed, fileName, name);
				return record ? { kind: 'stored', record } : { kind: 'failed' };
			}
			this.#review = { fileName, parse: parsed, name };
			return { kind: 'review' };
		} catch (e) {
			this.notices.push(
				'error',
				msg('votes.import.failed', {
					file: fileName,
					detail: e instanceof Error ? e.message : String(e)
				})
			);
			return { kind: 'failed' };
		} finally {
			this.#reading = null;
		}
	}

	renameReview(name: string): void {
		if (this.#review) this.#review = { ...this.#review, name };
	}

	cancelReview(): void {
		this.#review = null;
	}

	/** Stores the reviewed votes without their bad rows; returns the entry (or null). */
	async confirmReview(): Promise<VotesEntry | null> {
		const r = this.#review;
		if (!r) return null;
		const stored = await this.#put(r.parse, r.fileName, r.name.trim() || nameFromFile(r.fileName));
		if (stored) this.#review = null;
		return stored;
	}

	/** Stores a parse as a record, once (`StoredShelf.putOnce`). */
	async #put(parse: VotesParse, fileName: string, name: string): Promise<VotesEntry | null> {
		const record = votesRecord(parse, fileName, name);
		if (!record) return null;
		return this.putOnce(record, fileName, (file, shelved) =>
			msg('votes.notice.already', { file, name: shelved })
		);
	}

	rename(id: string, name: string): Promise<VotesEntry | null> {
		return this.changeEntry(id, () => this.#store.rename(id, name));
	}
}

/**
 * The app's one `VotesLibrary` (kept with the app, made in `AppState`'s constructor like the
 * score tables, so a review set later is tracked by the start screen's blocks).
 */
export const votesOf = shelfOfApp((notices) => new VotesLibrary(new VotesStore(), notices));
