-- A named scorer keeps the score sheet: their game task
ALTER TYPE "GameTaskType" ADD VALUE 'keep_score_sheet';
