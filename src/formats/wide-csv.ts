/**
 * Writes a matrix as a wide CSV (header `item_id`, `meta:<field>` columns, one column per model;
 * empty cell = missing), the format the built-in samples are shipped in. Reading wide tables is
 * the importers' job (`wide-table.ts`).
 */
import Papa from 'papaparse';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';

/** Writes a matrix back as a wide CSV (used for the samples and the dataset export). */
export function writeWideCsv(matrix: ScoreMatrix): string {
	const fields = Object.keys(matrix.meta);
	const header = ['item_id', ...fields.map((f) => `meta:${f}`), ...matrix.models];
	const rows: string[][] = [];
	const W = matrix.wordsPerItem;
	for (let i = 0; i < matrix.nItems; i++) {
		const row = [matrix.itemIds[i], ...fields.map((f) => matrix.meta[f][i])];
		for (let m = 0; m < matrix.nModels; m++) {
			const word = i * W + (m >>> 5);
			const bit = (m & 31) as number;
			if (matrix.present && !((matrix.present[word] >>> bit) & 1)) row.push('');
			else if (matrix.bits) row.push(String((matrix.bits[word] >>> bit) & 1));
			else row.push(String(matrix.values![i * matrix.nModels + m]));
		}
		rows.push(row);
	}
	return Papa.unparse({ fields: header, data: rows }, { newline: '\n' }) + '\n';
}
