/* The uploads feature's public face (features/dependencies.json): the public address of a stored file. */
export { fileUrl } from './uploads.service';
