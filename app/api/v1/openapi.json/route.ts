import { routeIndex } from '../route-index';
import { documentRoute } from './document-route';

export const { GET, POST, PUT, PATCH, DELETE } = documentRoute(() => routeIndex);
