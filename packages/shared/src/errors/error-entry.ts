/** One entry of the error catalogue: the HTTP status the server answers and the text in each locale. */
export type ErrorEntry = { status: number; es: string; en: string };
