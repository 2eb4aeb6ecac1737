# Thin wrappers around the npm scripts (package.json is the source of truth).
.PHONY: install dev start demo build test test-backend test-frontend test-e2e migrate openapi seed admin revoke-admin

install:
	npm ci

dev:
	npm run dev

start:
	npm start

demo:
	npm start -- --demo

build:
	npm run build

test:
	npm test

test-backend:
	npm run test:backend

test-frontend:
	npm run test:frontend

test-e2e:
	npm run build && npm run test:e2e

migrate:
	npm run migrate

openapi:
	npm run openapi

seed:
	npm run seed

# make admin EMAIL=someone@example.com
admin:
	npm run admin:grant -- $(EMAIL)

# make revoke-admin EMAIL=someone@example.com
revoke-admin:
	npm run admin:revoke -- $(EMAIL)
